import '@fontsource-variable/inter';
import './app/fonts.css';
import { applyStartupSessionRule } from './app/startup.ts';

applyStartupSessionRule();

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing #root');

// Public pages arrive prerendered (scripts/prerender.ts) and hydrate with the small public app;
// everything else gets the empty shell and the full app. The prerendered HTML and the shell preload
// the chunk they need, so the split costs no extra round trip (decision 007).
if (container.dataset.prerendered === 'true') {
  void import('./app/marketing/marketing-app.tsx').then(({ hydrateMarketing }) =>
    hydrateMarketing(container),
  );
} else {
  void import('./full-app.tsx').then(({ renderFullApp }) => renderFullApp(container));
}
