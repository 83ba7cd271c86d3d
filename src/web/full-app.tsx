import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './app/errors/app-error-boundary.tsx';
import { SiteNavProvider } from './app/marketing/site-nav.tsx';
import { Providers } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { routerSiteNav } from './app/router-site-nav.ts';

/** The whole app (accounts, areas, and the public pages when reached from inside it). */
export const renderFullApp = (container: HTMLElement) => {
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <AppErrorBoundary>
          <SiteNavProvider value={routerSiteNav}>
            <AppRouter />
          </SiteNavProvider>
        </AppErrorBoundary>
      </Providers>
    </StrictMode>,
  );
};
