import { Suspense } from 'react';
import preview from '#.storybook/preview';
import { expect, fn, waitFor } from 'storybook/test';
import { SearchMap } from '../index';
import type { MapVehicle } from '../model/markers';

const VEHICLES: MapVehicle[] = [
  { id: 101, lat: 59.33, lng: 18.07, priceLabel: 'SEK 1,200', href: '/vehicles/101' },
  { id: 102, lat: 59.91, lng: 10.75, priceLabel: 'NOK 1,450', href: '/vehicles/102' },
  { id: 103, lat: 55.68, lng: 12.57, priceLabel: 'DKK 990', href: '/vehicles/103' },
  { id: 104, lat: 60.17, lng: 24.94, priceLabel: 'EUR 140', href: '/vehicles/104' },
  { id: 105, lat: 48.14, lng: 11.58, priceLabel: 'EUR 165', href: '/vehicles/105' },
];

const meta = preview.meta({
  title: 'Widgets/SearchMap',
  component: SearchMap,
  args: { vehicles: VEHICLES, onBoundsChange: fn() },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ height: '32rem' }}>
      <Suspense fallback={null}>
        <SearchMap {...args} />
      </Suspense>
    </div>
  ),
});

/** No results yet: the map opens on the marketplace's countries. */
export const WithoutResults = meta.story({ args: { vehicles: [] } });

export const PriceMarkers = meta.story({
  play: async ({ canvas, userEvent }) => {
    const marker = await canvas.findByRole('button', { name: 'SEK 1,200, show vehicle' }, { timeout: 10_000 });
    await expect(canvas.getAllByRole('button', { name: /show vehicle$/ })).toHaveLength(VEHICLES.length);
    await userEvent.click(marker);
    const link = await canvas.findByRole('link', { name: 'View vehicle' });
    await expect(link).toHaveAttribute('href', '/vehicles/101');
    await expect(marker).toHaveAttribute('aria-expanded', 'true');
  },
});

export const SearchesWhenMoved = meta.story({
  args: { bounds: { north: 62, east: 20, south: 56, west: 8 } },
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByRole('region', { name: 'Map of the search results' }, { timeout: 10_000 });
    await expect(canvas.getByRole('checkbox', { name: 'Search when I move the map' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(args.onBoundsChange).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    const [[zoomed]] = (args.onBoundsChange as ReturnType<typeof fn>).mock.calls as [[{ west: number; east: number; north: number; south: number }]];
    // Zooming in halves the box around the same centre: under the 6 degrees of latitude it was given.
    await expect(zoomed.north - zoomed.south).toBeLessThan(6);
    await expect(zoomed.north - zoomed.south).toBeGreaterThan(0);
    await expect((zoomed.north + zoomed.south) / 2).toBeGreaterThan(56);
    await expect((zoomed.north + zoomed.south) / 2).toBeLessThan(62);
  },
});

export const MovingWithoutSearch = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByRole('region', { name: 'Map of the search results' }, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Search when I move the map' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }));
    const searchHere = await canvas.findByRole('button', { name: 'Search this area' }, { timeout: 5_000 });
    await expect(args.onBoundsChange).not.toHaveBeenCalled();
    await userEvent.click(searchHere);
    await expect(args.onBoundsChange).toHaveBeenCalledTimes(1);
  },
});
