import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './app/errors/app-error-boundary.tsx';
import { Providers } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';

/** The whole app (accounts, areas, and the public pages when reached from inside it). */
export const renderFullApp = (container: HTMLElement) => {
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <AppErrorBoundary>
          <AppRouter />
        </AppErrorBoundary>
      </Providers>
    </StrictMode>,
  );
};
