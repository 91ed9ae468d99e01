import preview from '#.storybook/preview';
import { EDITOR_STEPS, vehicleEditorMachine, selectVehicleEditorView, type VehicleEditorContext } from '@machines/vehicle-editor';
import { draftVehicle, modelYearRefused, notFound, plateUsed, serverDown } from '@machines/vehicle-editor/vehicle-editor.fixtures';
import { http, HttpResponse } from 'msw';
import { expect, screen } from 'storybook/test';
import { VehicleEditorScreen } from './vehicle-editor-screen';

type Value = Parameters<typeof vehicleEditorMachine.resolveState>[0]['value'];

const nothing = () => undefined;
const BRANDS = [
  { id: 1, name: 'Volkswagen' },
  { id: 2, name: 'Adria' },
];
const NOW = new Date('2026-11-28T12:00:00Z');

/** The editor in a state of its machine. */
function screenIn(value: Value, context: Partial<VehicleEditorContext> = {}) {
  const base: VehicleEditorContext = { vehicleId: 41, vehicle: draftVehicle(), step: 'basic', changes: {}, saved: false, failure: null, activation: null };
  const view = selectVehicleEditorView(vehicleEditorMachine.resolveState({ value, context: { ...base, ...context } }));
  return <VehicleEditorScreen view={view} send={nothing} hrefOf={(step) => `/edit-vehicle/41/${step}`} brands={BRANDS} now={NOW} />;
}

const meta = preview.meta({ title: 'Features/EditVehicle', parameters: { machine: 'vehicleEditor' } });

export const Loading = meta.story({
  parameters: { machineState: 'vehicleEditor.loading' },
  render: () => screenIn('loading', { vehicle: null }),
  play: async () => {
    await expect(await screen.findByText('Loading the vehicle')).toBeInTheDocument();
  },
});

export const LoadFailed = meta.story({
  parameters: { machineState: 'vehicleEditor.loadFailed' },
  render: () => screenIn('loadFailed', { vehicle: null, failure: notFound }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Vehicle not found.');
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

export const NewListing = meta.story({
  parameters: { machineState: 'vehicleEditor.editing' },
  render: () => screenIn('editing', { vehicleId: null, vehicle: null }),
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'List your vehicle' })).toBeInTheDocument();
    // Every step but basic data waits for the vehicle to exist.
    await expect(screen.getAllByText('After the first save')).toHaveLength(EDITOR_STEPS.order.length - 1);
    await expect(screen.getByRole('combobox', { name: 'Type of vehicle' })).toBeInTheDocument();
  },
});

export const EditingWithUnsavedChanges = meta.story({
  render: () => screenIn('editing', { changes: { modelYear: 2022 } }),
  play: async () => {
    await expect(await screen.findByRole('spinbutton', { name: 'Model year' })).toHaveValue(2022);
    await expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes are kept in this browser until you save.');
  },
});

export const CaravanHidesSeats = meta.story({
  render: () => screenIn('editing', { vehicle: draftVehicle({ subType: 'caravan' }) }),
  play: async () => {
    await expect(await screen.findByRole('spinbutton', { name: 'Beds' })).toBeInTheDocument();
    await expect(screen.queryByRole('spinbutton', { name: 'Seats' })).not.toBeInTheDocument();
    await expect(screen.queryByRole('spinbutton', { name: 'Seats with belt' })).not.toBeInTheDocument();
    // 000 §5: nor fuel, gearbox, all-wheel drive or Euro 6; its size, mass and licence class stay.
    await expect(await screen.findByRole('spinbutton', { name: 'Length (cm)' })).toBeInTheDocument();
    await expect(screen.getByRole('spinbutton', { name: 'Curb weight (kg)' })).toBeInTheDocument();
    await expect(screen.getByRole('combobox', { name: 'Driving licence class needed' })).toBeInTheDocument();
    for (const hidden of ['Fuel', 'Gearbox']) await expect(screen.queryByRole('combobox', { name: hidden })).not.toBeInTheDocument();
    for (const hidden of ['All-wheel drive', 'Meets the Euro 6 emission standard']) await expect(screen.queryByRole('checkbox', { name: hidden })).not.toBeInTheDocument();
  },
});

export const ModelYearRefused = meta.story({
  render: () => screenIn('editing', { changes: { modelYear: 2031 }, failure: modelYearRefused }),
  play: async () => {
    await expect(await screen.findByRole('spinbutton', { name: 'Model year' })).toHaveAccessibleDescription('The model year cannot be in the future.');
  },
});

export const RegistrationNumberUsed = meta.story({
  render: () => screenIn('editing', { changes: { licensePlate: 'ABC123' }, failure: plateUsed }),
  play: async () => {
    await expect(await screen.findByRole('textbox', { name: 'Registration number' })).toHaveAccessibleDescription('This registration number is already used by another vehicle.');
  },
});

export const DescriptionStep = meta.story({
  render: () => screenIn('editing', { step: 'description', vehicle: draftVehicle({ description: 'Two beds and a kitchen.' }) }),
  play: async () => {
    await expect(await screen.findByRole('textbox', { name: 'Description' })).toHaveValue('Two beds and a kitchen.');
  },
});

export const Saved = meta.story({
  render: () => screenIn('editing', { saved: true }),
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
  },
});

export const Saving = meta.story({
  parameters: { machineState: 'vehicleEditor.saving' },
  render: () => screenIn('saving', { changes: { model: 'California Beach' } }),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const SaveFailed = meta.story({
  parameters: { machineState: 'vehicleEditor.saveFailed' },
  render: () => screenIn('saveFailed', { changes: { model: 'California Beach' }, failure: serverDown }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Your changes could not be saved. They are kept in this browser');
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

export const ConfirmingLeave = meta.story({
  parameters: { machineState: 'vehicleEditor.confirmingLeave' },
  render: () => screenIn('confirmingLeave', { changes: { model: 'California Beach' } }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Leave without saving' })).toBeEnabled();
  },
});

export const RulesStep = meta.story({
  render: () => screenIn('editing', { step: 'rules', vehicle: draftVehicle({ minimumAge: 21, bookingMethod: 'binding', childrenAllowed: true, cleaningRules: 'custom', customCleaningRules: 'Sweep the floor.' }) }),
  play: async () => {
    await expect(await screen.findByRole('combobox', { name: 'Minimum age of the renter' })).toHaveValue('21');
    await expect(screen.getByRole('option', { name: '18 years' })).toBeInTheDocument();
    await expect(screen.getByRole('option', { name: '48 years' })).toBeInTheDocument();
    await expect(screen.queryByRole('option', { name: '49 years' })).not.toBeInTheDocument();
    await expect(screen.getByRole('radio', { name: 'Booking request' })).toBeChecked();
    await expect(screen.getByRole('checkbox', { name: 'Bring children under 12' })).toBeChecked();
    await expect(screen.getByRole('textbox', { name: 'Your cleaning rules' })).toHaveValue('Sweep the floor.');
  },
});

export const RulesGasTankUnconfirmed = meta.story({
  render: () => screenIn('editing', { step: 'rules', vehicle: draftVehicle({ minimumAge: 21, gasTankChangeConfirmed: false }), changes: { petsAllowed: true } }),
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const box = screen.getByRole('checkbox', { name: /I confirm that the gas tank/ });
    await expect(box).toHaveAccessibleDescription('Confirm the statement about the gas tank.');
    await expect(box).toHaveFocus();
  },
});

export const CancellationStep = meta.story({
  render: () => screenIn('editing', { step: 'cancellation', vehicle: draftVehicle({ cancellationPolicy: 'standard' }) }),
  play: async () => {
    await expect(await screen.findByRole('radio', { name: 'Standard' })).toBeChecked();
    await expect(screen.getByText('What renters get back with Standard')).toBeInTheDocument();
    await expect(screen.getByText('60 days or more before check-in: Full refund')).toBeInTheDocument();
    await expect(screen.getByText('30 to 59 days before check-in: 75% refund')).toBeInTheDocument();
    await expect(screen.getByText('Less than 30 days before check-in: No refund')).toBeInTheDocument();
  },
});

export const CheckinCheckoutStep = meta.story({
  render: () => screenIn('editing', { step: 'checkinCheckout', vehicle: draftVehicle({ timeCheckin: '15:00', timeCheckout: null }), changes: { timeCheckin: '16:00' } }),
  play: async ({ userEvent }) => {
    await expect(await screen.findByLabelText('Check-in time')).toHaveValue('16:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(screen.getByLabelText('Check-out time')).toHaveAccessibleDescription(/Enter the check-out time\./);
  },
});

export const EquipmentStep = meta.story({
  render: () => screenIn('editing', { step: 'equipment', vehicle: draftVehicle({ subType: 'motorhome', toiletType: 'cassette', winterTyreType: 'none', gps: true }) }),
  play: async () => {
    // The equipment step is a chunk of its own (with the vehicle's facts): seconds on a loaded host.
    await expect(await screen.findByRole('combobox', { name: 'Toilet' }, { timeout: 15_000 })).toHaveValue('cassette');
    await expect(screen.getByRole('group', { name: 'Kitchen' })).toBeInTheDocument();
    await expect(screen.getByRole('checkbox', { name: 'GPS' })).toBeChecked();
    // 000 §5: a motorhome hides the mover, the towing mirrors and the towbar socket.
    await expect(screen.queryByRole('checkbox', { name: 'Mover' })).not.toBeInTheDocument();
    await expect(screen.queryByRole('combobox', { name: 'Towbar socket' })).not.toBeInTheDocument();
  },
});

export const CaravanEquipment = meta.story({
  render: () => screenIn('editing', { step: 'equipment', vehicle: draftVehicle({ subType: 'caravan' }) }),
  play: async () => {
    await expect(await screen.findByRole('checkbox', { name: 'Mover' }, { timeout: 15_000 })).toBeInTheDocument();
    await expect(screen.getByRole('combobox', { name: 'Towbar socket' })).toBeInTheDocument();
    // 000 §5: a caravan hides gps, backup camera, parking sensors, towbar and child seat.
    await expect(screen.queryByRole('checkbox', { name: 'GPS' })).not.toBeInTheDocument();
    await expect(screen.queryByRole('checkbox', { name: 'Towbar' })).not.toBeInTheDocument();
    await expect(screen.queryByRole('checkbox', { name: 'Child safety seat' })).not.toBeInTheDocument();
  },
});

const SUGGESTIONS = http.get('*/api/assets/41/price-suggestions', () =>
  HttpResponse.json({ data: { highWeeklyPriceWithoutCleaning: 1_120_000, lowWeeklyPriceWithoutCleaning: 742_000, currency: 'sek', similarVehiclesCount: 12 } }),
);
const EXAMPLES = http.get('*/api/assets/41/pricing-examples', () =>
  HttpResponse.json({
    data: [
      { season: 'high', nights: 7, fromDate: '2027-07-04', toDate: '2027-07-11', totalPrice: 1_234_550, ownerEarnings: 1_050_000, currency: 'sek' },
      { season: 'low', nights: 3, fromDate: '2027-09-12', toDate: '2027-09-15', totalPrice: 412_000, ownerEarnings: 330_000, currency: 'sek' },
    ],
  }),
);
const DOWN = (path: string) => http.get(`*/api/assets/41/${path}`, () => HttpResponse.json({ status: 503, slug: 'service_unavailable', message: 'Down' }, { status: 503 }));
const priced = draftVehicle({
  currency: 'sek',
  highWeeklyPriceWithoutCleaning: 1_050_000,
  lowWeeklyPriceWithoutCleaning: 700_000,
  priceHighDiscount: 0.15,
  deposit: 500_000,
  includedDistanceType: 'per_night',
  includedDistance: 200,
  minBookingLengthHigh: 7,
  minBookingLengthLow: 2,
  leadTime: 1,
});

export const PricingStep = meta.story({
  beforeEach({ msw }) {
    msw.use(SUGGESTIONS, EXAMPLES);
  },
  render: () => screenIn('editing', { step: 'pricing', vehicle: priced }),
  play: async () => {
    await expect(await screen.findByRole('spinbutton', { name: 'High season, per week (SEK)' })).toHaveValue(10500);
    // 000 §3: the fraction 0.15 is shown as 15 %.
    await expect(screen.getByRole('spinbutton', { name: 'Long-stay discount, high season (%)' })).toHaveValue(15);
    await expect(screen.getByRole('spinbutton', { name: 'Included kilometres' })).toHaveValue(200);
    await expect(screen.getByRole('spinbutton', { name: 'Price per extra kilometre (SEK)' })).toBeInTheDocument();
    const suggestion = await screen.findByText(/^Similar vehicles are let for/, {}, { timeout: 10_000 });
    await expect(suggestion.textContent?.replace(/\s/g, ' ')).toBe('Similar vehicles are let for SEK 11,200 a week in high season and SEK 7,420 in low season.');
    const examples = await screen.findByRole('table', { name: 'Pricing examples at your saved prices' }, { timeout: 10_000 });
    await expect(examples).toHaveTextContent(/7 nights, High season\s*SEK\s12,345\.50\s*SEK\s10,500\.00/);
  },
});

export const PricingCaravan = meta.story({
  beforeEach({ msw }) {
    msw.use(SUGGESTIONS, EXAMPLES);
  },
  render: () => screenIn('editing', { step: 'pricing', vehicle: { ...priced, subType: 'caravan' } }),
  play: async () => {
    await expect(await screen.findByRole('spinbutton', { name: 'Deposit (SEK)' })).toHaveValue(5000);
    // 000 §5: a caravan hides the included distance and the price per kilometre.
    await expect(screen.queryByRole('radiogroup', { name: 'Included distance' })).not.toBeInTheDocument();
    await expect(screen.queryByRole('spinbutton', { name: 'Price per extra kilometre (SEK)' })).not.toBeInTheDocument();
  },
});

export const PricingFetchFailed = meta.story({
  beforeEach({ msw }) {
    msw.use(DOWN('price-suggestions'), DOWN('pricing-examples'));
  },
  render: () => screenIn('editing', { step: 'pricing', vehicle: priced }),
  play: async () => {
    await expect(await screen.findByText('The price suggestions could not be loaded.')).toBeInTheDocument();
    await expect(await screen.findByText('The pricing examples could not be loaded.')).toBeInTheDocument();
    await expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
});

export const PricingRefused = meta.story({
  beforeEach({ msw }) {
    msw.use(SUGGESTIONS, EXAMPLES);
  },
  render: () => screenIn('editing', { step: 'pricing', vehicle: priced, changes: { lowWeeklyPriceWithoutCleaning: 0, minBookingLengthHigh: 91 } }),
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const low = screen.getByRole('spinbutton', { name: 'Low season, per week (SEK)' });
    await expect(low).toHaveAccessibleDescription(/Enter a price above zero\./);
    await expect(low).toHaveFocus();
    await expect(screen.getByRole('spinbutton', { name: 'Minimum nights, high season' })).toHaveAccessibleDescription('Enter a number of nights from 1 to 90.');
  },
});

const located = { country: 'SE' as const, address: 'Storgatan 1', zipCode: '211 34', city: 'Malmö', location: { lat: 55.60512, lng: 13.00381 } };

export const LocationStep = meta.story({
  render: () => screenIn('editing', { step: 'location', vehicle: draftVehicle(located) }),
  play: async () => {
    // The step, the place list and the map are chunks of their own: given time to arrive on a busy machine.
    await expect(await screen.findByRole('textbox', { name: 'Street address' }, { timeout: 10_000 })).toHaveValue('Storgatan 1');
    await expect(screen.getByRole('textbox', { name: 'Town' })).toHaveValue('Malmö');
    // The owner sees the exact point (000 §6), on the offline base map.
    await expect(await screen.findByTestId('location-pin', {}, { timeout: 10_000 })).toHaveTextContent('The pin is at 55.60512, 13.00381.');
    await expect(await screen.findByTestId('location-pin-map', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
});

export const LocationNotFound = meta.story({
  render: () =>
    screenIn('editing', {
      step: 'location',
      vehicle: draftVehicle({ country: 'SE' }),
      changes: { address: 'Byvägen 3', zipCode: '999 99', city: 'Nowhereby', location: null },
      failure: { slug: 'location_not_found', message: 'No location.', status: 422 },
    }),
  play: async () => {
    await expect(await screen.findByRole('textbox', { name: 'Town' }, { timeout: 10_000 })).toHaveAccessibleDescription('We could not find a map location for the given address.');
    await expect(screen.getByText('Enter the town to show the pick-up place on the map.')).toBeInTheDocument();
  },
});
