import preview from '#.storybook/preview';
import { handlers } from '@openapi/sandbox/browser';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { expect, waitFor } from 'storybook/test';
import { TestSession } from '@/entities/session/testing';
import { PENDING_FAVORITE_KEY } from '@/entities/vehicle';
import { api, unwrap } from '@/shared/api';
import { VehicleGrid, type VehicleGridProps } from './vehicle-grid';

/** Twelve popular vehicles from the sandbox, as the home page and search would show them. */
function useSandboxVehicles() {
  return useQuery({
    queryKey: ['story', 'assets'],
    queryFn: async () => {
      const body = await unwrap(api.GET('/assets', { params: { query: { 'page[size]': 12, sort: 'popularity' } } }));
      return 'data' in body ? body.data : [];
    },
  });
}

function SandboxGrid(props: Omit<VehicleGridProps, 'vehicles' | 'loading'>) {
  const vehicles = useSandboxVehicles();
  return <VehicleGrid {...props} vehicles={vehicles.data ?? []} loading={vehicles.isPending} />;
}

/** The same, the first vehicle's card with matched dates (a flexible-date search). */
function DatedSandboxGrid(props: Omit<VehicleGridProps, 'vehicles' | 'loading' | 'matchedDates'>) {
  const first = useSandboxVehicles().data?.[0];
  const matchedDates = first ? { [String(first.id)]: { fromDate: '2027-06-05', toDate: '2027-06-12' } } : undefined;
  return <SandboxGrid {...props} matchedDates={matchedDates} />;
}

/** The height a grid item holds while its card is not drawn: an empty item of the same class, in a grid of the same width. */
function placeOf(item: HTMLElement): number {
  const grid = item.parentElement as HTMLElement;
  const probeGrid = grid.cloneNode(false) as HTMLElement;
  const probe = document.createElement('li');
  probe.className = item.className;
  // Never drawn, so it has no remembered size: its height is the class's own place.
  probe.style.contentVisibility = 'hidden';
  probeGrid.append(probe);
  grid.after(probeGrid);
  const height = probe.getBoundingClientRect().height;
  probeGrid.remove();
  return height;
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

/**
 * A card off screen is not drawn (content-visibility) and holds a place as tall as the card will be,
 * so nothing moves when it comes near; at any width, and with a line of matched dates.
 */
export const CardPlaces = meta.story({
  render: () => (
    <TestSession as={null}>
      <div data-testid="frame">
        <DatedSandboxGrid openInNewTab="large-screens" />
      </div>
    </TestSession>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12), { timeout: 5000 });
    const frame = canvas.getByTestId('frame');
    const grid = canvas.getByRole('list') as HTMLElement;
    const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
    // The page's width, and that which makes the narrowest card the layout has (270 px, four columns
    // on a 1,200 px screen).
    for (const width of ['100%', `calc(${columns} * 270px + ${columns - 1} * ${getComputedStyle(grid).columnGap})`]) {
      frame.style.width = width;
      const items = canvas.getAllByRole('article').map((card) => card.closest('li') as HTMLElement);
      const [dated, ...plain] = items;
      const datedPlace = placeOf(dated as HTMLElement);
      const plainPlace = placeOf(plain[0] as HTMLElement);
      await expect(datedPlace, `at ${width}, a line of dates makes the place taller`).toBeGreaterThan(plainPlace + 15);
      await expect((dated as HTMLElement).getBoundingClientRect().height, `at ${width}, the dated card fills its place`).toBeCloseTo(datedPlace, 0);
      // The first row holds the dated card and is as tall as it; the other rows are plain cards' places.
      for (const item of plain.slice(columns - 1)) {
        await expect(item.getBoundingClientRect().height, `at ${width}, a card fills its place`).toBeCloseTo(plainPlace, 0);
      }
    }
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
