import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@fontsource-variable/inter';
import './app/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './app/errors/app-error-boundary.tsx';
import { Providers } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { applyStartupSessionRule } from './app/startup.ts';

applyStartupSessionRule();

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing #root');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <AppErrorBoundary>
        <AppRouter />
      </AppErrorBoundary>
    </Providers>
  </StrictMode>,
);
