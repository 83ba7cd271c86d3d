import { type ComponentType, lazy, type ReactElement } from 'react';
import { retryImport } from '../lazy-with-retry.ts';

// Every page, home included, is its own chunk: a visitor downloads the page they opened, not the
// home page as well. The prerendered HTML stays on screen while a chunk loads, so the split costs no
// flash, and the prerender preloads the page's chunk alongside the entry.
const page = <P,>(load: () => Promise<{ default: ComponentType<P> }>) => lazy(() => retryImport(load));

const HomePage = page(() => import('./home-page.tsx'));
const CheckPage = page(() => import('./check-page.tsx'));
const IndustryPage = page(() => import('./industry-page.tsx'));
const TeamPage = page(() => import('./team-page.tsx'));
const PricingPage = page(() => import('./pricing-page.tsx'));
const PassthroughFeePage = page(() => import('./passthrough-fee-page.tsx'));
const SecurityPage = page(() => import('./security-page.tsx'));
const ApiIntegrationsPage = page(() => import('./api-integrations-page.tsx'));
const TermsPage = page(() => import('./legal/terms-page.tsx'));

/** The element for a public marketing path (spec form), or undefined when it is not one. */
export const marketingElement = (path: string): ReactElement | undefined => {
  if (path === '/') return <HomePage />;
  if (path.startsWith('/background-checks/')) return <CheckPage key={path} path={path} />;
  if (path.startsWith('/industry/')) return <IndustryPage key={path} path={path} />;
  if (path.startsWith('/teams/')) return <TeamPage key={path} path={path} />;
  switch (path) {
    case '/pricing':
      return <PricingPage />;
    case '/passthrough-fee':
      return <PassthroughFeePage />;
    case '/security':
      return <SecurityPage />;
    case '/api-integrations':
      return <ApiIntegrationsPage />;
    case '/terms-of-service':
      return <TermsPage />;
    default:
      return undefined;
  }
};

/**
 * The source module holding a path's page chunk, so the prerender can preload that chunk and its
 * CSS from the Vite manifest. Keep in step with the lazy imports above.
 */
export const pageChunkSource = (path: string): string | undefined => {
  const dir = 'src/web/app/marketing';
  if (path === '/') return `${dir}/home-page.tsx`;
  if (path.startsWith('/background-checks/')) return `${dir}/check-page.tsx`;
  if (path.startsWith('/industry/')) return `${dir}/industry-page.tsx`;
  if (path.startsWith('/teams/')) return `${dir}/team-page.tsx`;
  const byPath: Record<string, string> = {
    '/pricing': `${dir}/pricing-page.tsx`,
    '/passthrough-fee': `${dir}/passthrough-fee-page.tsx`,
    '/security': `${dir}/security-page.tsx`,
    '/api-integrations': `${dir}/api-integrations-page.tsx`,
    '/terms-of-service': `${dir}/legal/terms-page.tsx`,
  };
  return byPath[path];
};
