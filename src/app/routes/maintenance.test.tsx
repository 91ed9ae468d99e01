import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider, type LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { healthQueryOptions } from '@/entities/site';
import { MessagesProvider, i18n } from '@/shared/i18n';
import { setupApiServer } from '@/shared/test-server';
import { createMaintenanceLoader, maintenanceBuildFlag, maintenanceLoader, MAINTENANCE_STATUS_TEXT } from './maintenance';
import { RouteErrorBoundary } from './route-error-boundary';

const api = setupApiServer();

if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

const args = () => ({ request: new Request('http://localhost/'), params: {}, context: {} }) as unknown as LoaderFunctionArgs;

function answerHealth(respond: () => Response) {
  const seen = vi.fn();
  api.use(
    http.get('*/api/health.json', () => {
      seen();
      return respond();
    }),
  );
  return seen;
}

async function thrownBy(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('maintenance guard (spec 002 §6, §8)', () => {
  it('answers 503 "Service Unavailable - Down for maintenance" when the health status is maintenance', async () => {
    answerHealth(() => HttpResponse.json({ status: 'maintenance', message: null }));
    const thrown = await thrownBy(() => maintenanceLoader(args()));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
    expect((thrown as Response).statusText).toBe(MAINTENANCE_STATUS_TEXT);
    expect(await (thrown as Response).text()).toBe('Service Unavailable - Down for maintenance');
  });

  it.each(['ok', 'degraded', 'outage'])('lets the page load when the status is %s', async (status) => {
    answerHealth(() => HttpResponse.json({ status, message: null }));
    await expect(maintenanceLoader(args())).resolves.toBeNull();
  });

  it('ignores a failed health check', async () => {
    answerHealth(() => HttpResponse.error());
    await expect(maintenanceLoader(args())).resolves.toBeNull();
    answerHealth(() => HttpResponse.json({ status: 503, slug: 'server_error', message: 'Down' }, { status: 503 }));
    await expect(maintenanceLoader(args())).resolves.toBeNull();
  });

  it('is on for a build with VITE_MAINTENANCE=true, without asking the API', async () => {
    const seen = answerHealth(() => HttpResponse.json({ status: 'ok', message: null }));
    const loader = createMaintenanceLoader({ buildFlag: () => true });
    expect(((await thrownBy(() => loader(args()))) as Response).status).toBe(503);
    expect(seen).not.toHaveBeenCalled();
  });

  it('is on while the site\'s maintenance feature flag is on, even when the health says ok (issue #25)', async () => {
    answerHealth(() => HttpResponse.json({ status: 'ok', message: null }));
    const flagged = createMaintenanceLoader({ buildFlag: () => false, maintenanceFlag: () => Promise.resolve(true) });
    expect(((await thrownBy(() => flagged(args()))) as Response).status).toBe(503);
    const off = createMaintenanceLoader({ buildFlag: () => false, maintenanceFlag: () => Promise.resolve(false) });
    await expect(off(args())).resolves.toBeNull();
  });

  it('lets the page load when the flag service fails and the health says ok', async () => {
    answerHealth(() => HttpResponse.json({ status: 'ok', message: null }));
    const loader = createMaintenanceLoader({ buildFlag: () => false, maintenanceFlag: () => Promise.reject(new Error('unreachable')) });
    await expect(loader(args())).resolves.toBeNull();
  });

  it('reads the build flag', () => {
    expect(maintenanceBuildFlag({ VITE_MAINTENANCE: 'true' })).toBe(true);
    expect(maintenanceBuildFlag({ VITE_MAINTENANCE: 'TRUE' })).toBe(true);
    expect(maintenanceBuildFlag({ VITE_MAINTENANCE: 'false' })).toBe(false);
    expect(maintenanceBuildFlag({ VITE_MAINTENANCE: '' })).toBe(false);
    expect(maintenanceBuildFlag({})).toBe(false);
  });

  it('shares the health query the outage banner polls', async () => {
    const seen = answerHealth(() => HttpResponse.json({ status: 'ok', message: null }));
    const queryClient = new QueryClient();
    queryClient.setQueryData(healthQueryOptions().queryKey, { status: 'maintenance', message: null });
    const loader = createMaintenanceLoader({ queryClient, buildFlag: () => false });
    expect(((await thrownBy(() => loader(args()))) as Response).status).toBe(503);
    expect(seen).not.toHaveBeenCalled();
  });

  it('does not hold a navigation for the health check when an older answer is there: it asks again in the background', async () => {
    const seen = answerHealth(() => HttpResponse.json({ status: 'maintenance', message: null }));
    const queryClient = new QueryClient();
    queryClient.setQueryData(healthQueryOptions().queryKey, { status: 'ok', message: null }, { updatedAt: Date.now() - 60_000 });
    const loader = createMaintenanceLoader({ queryClient, buildFlag: () => false });
    await expect(loader(args())).resolves.toBeNull();
    await vi.waitFor(() => expect(seen).toHaveBeenCalledOnce());
    // The next navigation meets the fresh answer.
    await vi.waitFor(() => expect(queryClient.getQueryData(healthQueryOptions().queryKey)).toMatchObject({ status: 'maintenance' }));
    expect(((await thrownBy(() => loader(args()))) as Response).status).toBe(503);
  });

  it('waits for the health check when there is no answer yet', async () => {
    answerHealth(() => HttpResponse.json({ status: 'maintenance', message: null }));
    const loader = createMaintenanceLoader({ queryClient: new QueryClient(), buildFlag: () => false });
    expect(((await thrownBy(() => loader(args()))) as Response).status).toBe(503);
  });

  it('makes every route below it show the maintenance page', async () => {
    answerHealth(() => HttpResponse.json({ status: 'maintenance', message: null }));
    // The boundary logs server errors; that is its business, not this test's.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          loader: createMaintenanceLoader({ buildFlag: () => false }),
          ErrorBoundary: RouteErrorBoundary,
          HydrateFallback: () => null,
          children: [{ path: '/any/page', element: <h1>A page</h1> }],
        },
      ],
      { initialEntries: ['/any/page'] },
    );
    render(
      <MessagesProvider i18n={i18n}>
        <RouterProvider router={router} />
      </MessagesProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Down for maintenance' })).toBeInTheDocument();
    expect(screen.queryByText('A page')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
