import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createBrowserRouter } from 'react-router';
import { currentSite } from '@/shared/config';
import { i18n } from '@/shared/i18n';
import { RouteAvailabilityProvider } from '@/shared/routing';
import { ToastProvider } from '@/shared/ui/toast';
import { buildRoutes } from '../routes/build-routes';
import { REGISTERED_ROUTES } from '../routes/page-registry';

export function App() {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } }));
  const [router] = useState(() => {
    // A holder, not a const: the router runs the first loaders while it is being created.
    const holder: { router?: ReturnType<typeof createBrowserRouter> } = {};
    holder.router = createBrowserRouter(buildRoutes(currentSite(), { isInitialLoad: () => !holder.router?.state.initialized }));
    return holder.router;
  });
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouteAvailabilityProvider routes={REGISTERED_ROUTES}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </RouteAvailabilityProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
