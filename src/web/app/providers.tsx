import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { brand } from '#shared/theme/brand.ts';
import { statusOf } from '../lib/unauthorized.ts';
import { theme } from './theme.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not fix itself; network blips and 5xx get two more tries.
      retry: (failureCount, error) => {
        const status = statusOf(error) ?? 0;
        return failureCount < 2 && !(status >= 400 && status < 500);
      },
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

// Mantine's default secondary grey (dimmed) and error red (red.6, 3.28:1) fall short of WCAG AA on
// white; the brand's muted ink and failed-status red (5.46:1) do not.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': brand.colors.muted, '--mantine-color-error': brand.status.failed },
  dark: {},
});

export const Providers = ({ children }: { children: ReactNode }) => (
  <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
    {/* Spec section 9: bottom centre, 8 s, not draggable. */}
    <Notifications
      position="bottom-center"
      autoClose={8000}
      allowDragDismiss={false}
      allowScrollDismiss={false}
      limit={4}
      zIndex={1000}
    />
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  </MantineProvider>
);
