import preview from '#.storybook/preview';
import { handlers } from '@openapi/sandbox/browser';
import { expect } from 'storybook/test';
import { FIXTURE_NOW, vehicleOf } from '@/shared/test';
import { VehicleCard, type VehicleCardProps } from './vehicle-card';
import { VehicleCardSkeleton } from './vehicle-card-skeleton';

const meta = preview.meta({
  title: 'Widgets/VehicleGrid/VehicleCard',
  // The sandbox answers the API and serves the photos.
  beforeEach({ msw }) {
    msw.use(...handlers);
  },
});

/** A card in a grid cell's width, a rated Hymer priced in SEK unless the story says otherwise. */
function Card(props: Partial<VehicleCardProps>) {
  return (
    <div style={{ maxWidth: '20rem' }}>
      <VehicleCard vehicle={vehicleOf()} href="/vehicles/101" currency="sek" now={FIXTURE_NOW} {...props} />
    </div>
  );
}

/** Rating with the review count; price per night in the vehicle's currency. */
export const Rated = meta.story({
  render: () => <Card />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Hymer B-Klasse MasterLine' })).toBeInTheDocument();
    await expect(canvas.getByText('Uppsala')).toBeInTheDocument();
    await expect(canvas.getByText(/Rated 4\.6 out of 5/)).toBeInTheDocument();
    await expect(canvas.getByText('4 seats · Sleeps 4')).toBeInTheDocument();
    await expect(canvas.getByText('SEK 1,350')).toBeInTheDocument();
    await expect(canvas.getByText(/per night/)).toBeInTheDocument();
  },
});

/** Activated two days ago, no reviews yet: the 'new vehicle' label instead of a rating. */
export const New = meta.story({
  render: () => <Card vehicle={vehicleOf({ reviewCount: 0, averageRating: null, firstActivationAt: '2026-11-18T10:00:00Z' })} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New vehicle')).toBeInTheDocument();
    await expect(canvas.queryByText('No reviews yet')).not.toBeInTheDocument();
  },
});

/** Activated long ago, never reviewed. */
export const NoReviews = meta.story({
  render: () => <Card vehicle={vehicleOf({ reviewCount: 0, averageRating: null })} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reviews yet')).toBeInTheDocument();
  },
});

export const InstantBooking = meta.story({
  render: () => <Card vehicle={vehicleOf({ bookingMethod: 'instant', brand: { id: 1, name: 'Adria', key: 'adria' }, model: 'Coral XL' })} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Instant booking')).toBeInTheDocument();
  },
});

/** 35 nights asked: the price per 30-night month. */
export const PerMonth = meta.story({
  render: () => <Card vehicle={vehicleOf({ totalPrice: 3_500_000, numberOfNights: 35 })} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('SEK 30,000')).toBeInTheDocument();
    await expect(canvas.getByText(/per month/)).toBeInTheDocument();
  },
});

/** A flexible-date search matched other dates than those asked. */
export const MatchedDates = meta.story({
  render: () => <Card matchedDates={{ fromDate: '2027-07-03', toDate: '2027-07-10' }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Matched dates: 03/07/2027 – 10/07/2027')).toBeInTheDocument();
  },
});

/** Converted into the visitor's currency with the exchange rates. */
export const ConvertedPrice = meta.story({
  render: () => <Card currency="eur" exchangeRates={{ base: 'eur', rates: { eur: 1, sek: 11.5, nok: 11.7, dkk: 7.46, chf: 0.94 } }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('EUR 117.39')).toBeInTheDocument();
  },
});

/** Admins only: the vehicle's page in the back office. */
export const AdminLink = meta.story({
  render: () => <Card showAdminLink />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Admin page/ })).toHaveAttribute('href', 'https://admin.campershare.eu/assets/101');
  },
});

/** In a list on a large screen: the vehicle opens in a new tab. */
export const OpensInNewTab = meta.story({
  render: () => <Card openInNewTab preloadImage />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: /Hymer B-Klasse MasterLine/ })).toHaveAttribute('target', '_blank');
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'eager');
  },
});

export const Loading = meta.story({
  render: () => (
    <div style={{ maxWidth: '20rem' }} role="status" aria-label="Loading">
      <VehicleCardSkeleton />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
});
