import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import type { VehicleAddon, VehicleDetail, VehicleInsuranceProduct } from '@/entities/vehicle';
import { CancellationPolicy } from './cancellation-policy';
import { VehicleAddons } from './vehicle-addons';
import { VehicleEquipment } from './vehicle-equipment';
import { VehicleFacts } from './vehicle-facts';
import { VehicleInsurance } from './vehicle-insurance';
import { VehicleLocation } from './vehicle-location';
import { VehicleOwner } from './vehicle-owner';
import { VehicleRules } from './vehicle-rules';

const vehicle = {
  id: 7,
  ownerId: 70,
  type: 'vehicle',
  subType: 'motorhome',
  currency: 'sek',
  brand: { id: 1, key: 'adria', name: 'Adria', slug: 'adria' },
  model: 'Coral XL',
  modelYear: 2021,
  city: 'Uppsala',
  country: 'SE',
  address: 'Kungsgatan 1',
  zipCode: '753 21',
  location: { lat: 59.858563, lng: 17.638927 },
  sitsNumber: 4,
  sleepsNumber: 4,
  length: 699,
  width: 232,
  height: 290,
  curbWeight: 2900,
  maximumAuthorizedMass: 3500,
  drivingLicenseClass: 'B',
  transmission: 'manual',
  fueltype: 'diesel',
  allWheelDrive: false,
  euro6Compliant: true,
  winterized: true,
  winterTyreType: 'non_studded',
  toiletType: 'cassette',
  towbarSocket: '13pin',
  includedDistance: 200,
  includedDistanceType: 'per_night',
  pricePerKilometer: 250,
  pricePerKilometerIncFee: 275,
  deposit: 500_000,
  cancellationPolicy: 'standard',
  minimumAge: 25,
  minBookingLengthHigh: 7,
  minBookingLengthLow: 3,
  timeCheckin: '15:00',
  timeCheckout: '11:00',
  checkinWeekdays: [6],
  checkoutWeekdays: [6],
  leadTime: 2,
  petsAllowed: true,
  smokingAllowed: false,
  festivalsAllowed: false,
  childrenAllowed: true,
  lpgIncluded: true,
  mustEmptyWaterTank: true,
  mustEmptyToiletCassette: true,
  cleaningRules: 'default',
  refrigerator: true,
  microwaveOven: true,
  stove: true,
  shower: true,
  hotWater: true,
  backupCamera: true,
  mover: true,
  awning: true,
  heating: true,
  bedLinenIncluded: true,
  hasPlatformInsurance: true,
  insuranceVendor: { name: 'Omocom' },
  deductible: 1_200_000,
  insuranceIncludesRoadsideAssistance: true,
  isActive: true,
  activationCount: 1,
  status: 'published',
  images: [],
  owner: { id: 70, firstName: 'Karin', topOwner: true, isOrganizationRepresentative: false, avatarUrl: null },
  reviewCount: 12,
  averageRating: 4.7,
} as unknown as VehicleDetail;

const addons = [
  { key: 'bike_rack_2', type: 'equipment', name: 'Bike rack for 2 bikes', price: 15_000, pricingStrategy: 'per_booking', currency: 'sek' },
  { key: 'bed_linen', type: 'equipment', name: 'Bed linen', price: 10_000, pricingStrategy: 'per_booking_night', currency: 'sek' },
  { key: 'grill', type: 'equipment', name: 'Grill', price: 0, pricingStrategy: 'included', currency: 'sek' },
  // The API's name is untranslated (and optional): the key's label is what shows.
  { key: 'sup', type: 'equipment', price: 5_000, pricingStrategy: 'fixed', currency: 'sek' },
] as VehicleAddon[];

const products = [
  { id: 1, key: 'omocom_basic', kind: 'plan', vendor: 'omocom', name: 'Basic insurance', price: 9_900, pricingStrategy: 'per_booking_night', currency: 'sek', deductible: 1_200_000, isAvailable: true },
  { id: 2, key: 'roadside_assistance', kind: 'addon', vendor: 'omocom', name: 'Roadside assistance', price: 4_900, pricingStrategy: 'per_booking', currency: 'sek', isAvailable: true },
] as VehicleInsuranceProduct[];

const meta = preview.meta({ title: 'Widgets/VehicleDetails' });

export const Facts = meta.story({
  render: () => <VehicleFacts vehicle={vehicle} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('6.99 m')).toBeVisible();
    await expect(canvas.getByText('3,500 kg')).toBeVisible();
    // Every enum value through its entity's label, never the raw key (issue #13).
    for (const label of ['Motorhome', 'Manual', 'Diesel', 'Non-studded', 'Cassette toilet']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
});

export const FactsOfAnOtherCamper = meta.story({
  render: () => <VehicleFacts vehicle={{ ...vehicle, subType: 'other_camper' }} />,
  play: async ({ canvas }) => {
    // The same words as the search filter and a card without brand and model.
    await expect(canvas.getByText('Other camper')).toBeVisible();
  },
});

export const FactsOfACaravan = meta.story({
  render: () => <VehicleFacts vehicle={{ ...vehicle, subType: 'caravan' }} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Seats')).toBeNull();
    await expect(canvas.queryByText('Transmission')).toBeNull();
  },
});

export const Equipment = meta.story({
  render: () => <VehicleEquipment vehicle={vehicle} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Kitchen' })).toBeVisible();
    // The search filter's word for it too (it said "Microwave oven" here).
    await expect(canvas.getByText('Microwave')).toBeVisible();
    // 000 §5: movers are hidden for motorhomes.
    await expect(canvas.queryByText('Mover')).toBeNull();
  },
});

export const Rules = meta.story({
  render: () => <VehicleRules vehicle={vehicle} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('From 15:00')).toBeVisible();
  },
});

export const Cancellation = meta.story({
  render: () => <CancellationPolicy policy="flex" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: '60 days or more before check-in' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '7 to 59 days before check-in' })).toBeVisible();
  },
});

export const AddOns = meta.story({
  render: () => <VehicleAddons addons={addons} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('SEK 100 per night')).toBeVisible();
    await expect(canvas.getByText('SEK 150 per booking')).toBeVisible();
    await expect(canvas.getByText('Stand-up paddle board')).toBeVisible();
    await expect(canvas.getByText('SEK 50 once')).toBeVisible();
    await expect(canvas.queryByText('sup')).toBeNull();
  },
});

export const AddOnsLoading = meta.story({ render: () => <VehicleAddons addons={undefined} /> });

export const Insurance = meta.story({
  render: () => <VehicleInsurance vehicle={vehicle} products={products} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Insured through the platform with Omocom.')).toBeVisible();
    const options = canvas.getByRole('list', { name: 'Insurance options' });
    await expect(options).toHaveTextContent('Basic cover');
    await expect(options).toHaveTextContent('Roadside assistance');
  },
});

export const Owner = meta.story({
  render: () => <VehicleOwner owner={vehicle.owner} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Top owner')).toBeInTheDocument();
  },
});

/** Renters see the town and a circle around the approximate point on the map, no coordinates (000 §6). */
export const LocationForRenters = meta.story({
  render: () => <VehicleLocation vehicle={{ ...vehicle, address: null }} viewerId={null} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Uppsala, Sweden')).toBeVisible();
    await expect(await canvas.findByTestId('vehicle-location-map', {}, { timeout: 15_000 })).toHaveAttribute('data-exact', 'false');
    await expect(canvas.queryByText(/59\.86/)).toBeNull();
    await expect(canvas.getByText(/The circle shows the area/)).toBeVisible();
  },
});

/** A renter whose booking is confirmed and paid: the API sends the address, the map shows the place. */
export const LocationAfterAPaidBooking = meta.story({
  render: () => <VehicleLocation vehicle={vehicle} viewerId={99} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Kungsgatan 1/)).toBeVisible();
    await expect(await canvas.findByTestId('vehicle-location-map', {}, { timeout: 15_000 })).toHaveAttribute('data-exact', 'true');
  },
});

export const LocationForTheOwner = meta.story({
  render: () => <VehicleLocation vehicle={vehicle} viewerId={70} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Kungsgatan 1/)).toBeVisible();
    await expect(await canvas.findByTestId('vehicle-location-map', {}, { timeout: 15_000 })).toHaveAttribute('data-exact', 'true');
  },
});
