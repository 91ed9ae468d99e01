import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { VehicleCarousel } from './vehicle-carousel';

const colours = ['#1f5136', '#a4450c', '#1d5b8f', '#8a5300', '#4f5b54', '#b42318', '#1e6b3a'];
const picture = (colour: string, n: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="960"><rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="50%" font-size="160" fill="#fff" text-anchor="middle">${n}</text></svg>`)}`;
const images = colours.map((colour, i) => {
  const v = { url: picture(colour, i + 1), webp: picture(colour, i + 1) };
  return { id: i + 1, assetId: 1, viewType: 'additional' as const, position: i, sizes: { card: v, medium: v, large: v, xlarge: v, full: v } };
});

const meta = preview.meta({ title: 'Widgets/VehicleCarousel', component: VehicleCarousel, args: { images, name: 'Adria Coral XL' } });

export const SevenImages = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous image' }));
    await expect(canvas.getByRole('button', { name: 'Show image 7' })).toHaveAttribute('aria-current', 'true');
  },
});

export const ThreeImages = meta.story({ args: { images: images.slice(0, 3) } });

export const NoImages = meta.story({
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No photos yet')).toBeVisible();
  },
});
