import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { media } from '@/shared/ui/theme';
import { mockMatchMedia } from '@/shared/ui/utils/test-polyfills';
import { VehicleCarousel } from './vehicle-carousel';

const variant = (n: number, size: string) => ({ url: `https://img.test/${n}-${size}.jpg`, webp: `https://img.test/${n}-${size}.webp` });
const images = Array.from({ length: 7 }, (_, i) => ({
  id: i + 1,
  assetId: 1,
  viewType: i === 0 ? ('main' as const) : ('additional' as const),
  position: i,
  sizes: { card: variant(i, 'card'), medium: variant(i, 'medium'), large: variant(i, 'large'), xlarge: variant(i, 'xlarge'), full: variant(i, 'full') },
}));

const currentDot = () => screen.getAllByRole('button', { name: /^Show image/ }).find((b) => b.getAttribute('aria-current') === 'true');

describe('VehicleCarousel (000 §9)', () => {
  afterEach(() => mockMatchMedia());

  it('is a labelled region with previous/next buttons and 5 dots for 7 images', () => {
    renderWithProviders(<VehicleCarousel images={images} name="Adria Coral" />);
    expect(screen.getByRole('region', { name: 'Photos of Adria Coral' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous image' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Show image/ })).toHaveLength(5);
    expect(screen.getByTestId('carousel-track').style.transition).toBe('transform 200ms ease-out');
  });

  it('loops: previous from the first image shows the last', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VehicleCarousel images={images} name="Adria Coral" />);
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(currentDot()).toHaveAccessibleName('Show image 7');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(currentDot()).toHaveAccessibleName('Show image 1');
  });

  it('follows the arrow keys on screens wider than 991 px', () => {
    mockMatchMedia(media.large);
    renderWithProviders(<VehicleCarousel images={images} name="Adria Coral" />);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(currentDot()).toHaveAccessibleName('Show image 3');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(currentDot()).toHaveAccessibleName('Show image 2');
    expect(screen.getByTestId('carousel-track').style.transform).toBe('translateX(-100%)');
  });

  it('ignores the arrow keys on smaller screens', () => {
    mockMatchMedia();
    renderWithProviders(<VehicleCarousel images={images} name="Adria Coral" />);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(currentDot()).toHaveAccessibleName('Show image 1');
  });

  it('jumps to an image from its dot', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VehicleCarousel images={images} name="Adria Coral" />);
    await user.click(screen.getByRole('button', { name: 'Show image 3' }));
    expect(currentDot()).toHaveAccessibleName('Show image 3');
    expect(screen.getByText('3 / 7')).toBeInTheDocument();
  });
});
