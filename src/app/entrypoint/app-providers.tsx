import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider, type SessionActor } from '@/entities/session';
import { MessagesProvider, i18n } from '@/shared/i18n';
import { RouteAvailabilityProvider } from '@/shared/routing';
import { ToastProvider } from '@/shared/ui/toast';
import { REGISTERED_ROUTES } from '../routes/page-registry';

/**
 * What every page renders inside, in the browser and on the server alike: the same tree on both
 * sides is what lets the browser hydrate the server's HTML without a mismatch.
 */
export function AppProviders({ queryClient, actor, children }: { queryClient: QueryClient; actor: SessionActor | undefined; children: ReactNode }) {
  return (
    <MessagesProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider actor={actor}>
          <RouteAvailabilityProvider routes={REGISTERED_ROUTES}>
            <ToastProvider>{children}</ToastProvider>
          </RouteAvailabilityProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MessagesProvider>
  );
}
