import preview from '#.storybook/preview';
import { handlers } from '@openapi/sandbox/browser';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { expect, waitFor } from 'storybook/test';
import { TestSession } from '@/entities/session/testing';
import { PENDING_FAVORITE_KEY } from '@/entities/vehicle';
import { api, unwrap } from '@/shared/api';
import { VehicleGrid, type VehicleGridProps } from './vehicle-grid';

/** Popular vehicles from the sandbox, as the home page and search would show them. */
function SandboxGrid(props: Omit<VehicleGridProps, 'vehicles' | 'loading'>) {
  const vehicles = useQuery({
    queryKey: ['story', 'assets'],
    queryFn: async () => {
      const body = await unwrap(api.GET('/assets', { params: { query: { 'page[size]': 12, sort: 'popularity' } } }));
      return 'data' in body ? body.data : [];
    },
  });
  return <VehicleGrid {...props} vehicles={vehicles.data ?? []} loading={vehicles.isPending} />;
}

function PopupQuery() {
  const { search } = useLocation();
  return <output aria-label="Query">{search}</output>;
}

const meta = preview.meta({
  title: 'Widgets/VehicleGrid',
  parameters: { layout: 'fullscreen' },
  // The sandbox answers the API and serves the photos.
  beforeEach({ msw }) {
    msw.use(...handlers);
  },
});

export const Loading = meta.story({
  render: () => <VehicleGrid vehicles={[]} loading skeletonCount={4} openInNewTab="large-screens" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
});

/** Twelve cards: the first 8 images load eagerly, the rest lazily. */
export const Vehicles = meta.story({
  render: () => (
    <TestSession as={null}>
      <SandboxGrid openInNewTab="large-screens" />
    </TestSession>
  ),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12), { timeout: 5000 });
    const images = [...canvasElement.querySelectorAll('img')];
    await expect(images.slice(0, 8).every((image) => image.loading === 'eager')).toBe(true);
    await expect(images.slice(8).every((image) => image.loading === 'lazy')).toBe(true);
    await expect(canvas.getAllByRole('button', { name: /^Save .+ to favourites$/ })).toHaveLength(12);
  },
});

/** Search results: every card opens in a new tab, whatever the screen. */
export const SearchResults = meta.story({
  render: () => (
    <TestSession as={null}>
      <SandboxGrid openInNewTab="always" />
    </TestSession>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(0), { timeout: 5000 });
    for (const link of canvas.getAllByRole('link', { name: /opens in a new tab/ }).filter((l) => l.closest('h3'))) {
      await expect(link).toHaveAttribute('target', '_blank');
    }
  },
});

/** A guest's heart stores the vehicle and opens the sign-up popup (002 §4.9). */
export const GuestHeart = meta.story({
  render: () => (
    <TestSession as={null}>
      <PopupQuery />
      <SandboxGrid openInNewTab="large-screens" />
    </TestSession>
  ),
  play: async ({ canvas, userEvent }) => {
    localStorage.removeItem(PENDING_FAVORITE_KEY);
    const hearts = await canvas.findAllByRole('button', { name: /^Save .+ to favourites$/ }, { timeout: 5000 });
    await userEvent.click(hearts[0] as HTMLElement);
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Query' })).toHaveTextContent('?popup=sign-up'));
    await expect(JSON.parse(localStorage.getItem(PENDING_FAVORITE_KEY) ?? 'null')).toMatchObject({ index: 0 });
    localStorage.removeItem(PENDING_FAVORITE_KEY);
  },
});

/** An admin sees the back-office link on each card. */
export const ForAdmins = meta.story({
  render: () => (
    <TestSession as="admin">
      <SandboxGrid openInNewTab="large-screens" />
    </TestSession>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('link', { name: /Admin page/ }).length).toBeGreaterThan(0), { timeout: 5000 });
  },
});
