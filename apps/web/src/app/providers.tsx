import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../lib/http/fetch-core.ts';
import { NOTIFICATION_REMOVE_MS, NOTIFICATION_CLOSE_START_MS } from '../lib/notify.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // An answer of the server (4xx) will not change by asking again.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
  },
});

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {/* Above the middle of the page: the pages' own actions sit at the top right. Pausing on
          hover (time to read) holds only the notification under the pointer. */}
      <Notifications
        position="top-center"
        pauseResetOnHover="notification"
        transitionDuration={NOTIFICATION_REMOVE_MS - NOTIFICATION_CLOSE_START_MS}
      />
      <QueryClientProvider client={queryClient}>
        <ModalsProvider labels={{ confirm: 'Oui', cancel: 'Non' }}>{children}</ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
