import '@fontsource-variable/inter';
import './app/fonts.css';
import { hydrateMarketing } from './app/marketing/marketing-app.tsx';
import { applyStartupSessionRule } from './app/startup.ts';

applyStartupSessionRule();

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing #root');

// Public pages arrive prerendered (scripts/prerender.ts) and hydrate with the small public app;
// everything else gets the empty shell and the full app. The public app is imported statically: the
// full app needs React, the router and the site chrome too, so both share one entry chunk, loaded
// with the page instead of one import later and without a second fetch of the inlined stylesheets
// (decisions 007 and 009).
if (container.dataset.prerendered === 'true') {
  hydrateMarketing(container);
} else {
  void import('./full-app.tsx').then(({ renderFullApp }) => renderFullApp(container));
}
