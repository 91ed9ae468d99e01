import preview from '#.storybook/preview';
import { vehicleEditorMachine, selectVehicleEditorView, type VehicleEditorContext } from '@machines/vehicle-editor';
import { draftVehicle } from '@machines/vehicle-editor/vehicle-editor.fixtures';
import { http, HttpResponse } from 'msw';
import { expect, screen } from 'storybook/test';
import type { RentedPeriod, UnavailablePeriod } from '@/entities/vehicle';
import { VehicleEditorScreen } from './vehicle-editor-screen';

const NOW = new Date('2026-11-28T12:00:00Z');
const RENTED: RentedPeriod[] = [{ bookingId: 3001, fromDate: '2026-12-12', toDate: '2026-12-19', ecommerceStatus: 'confirmed', renterFirstName: 'Maja' }];
const STARTED: UnavailablePeriod = { id: 71, assetId: 41, fromDate: '2026-11-25', toDate: '2026-12-03', reason: 'damaged', note: 'New windscreen at the garage' };
const LATER: UnavailablePeriod = { id: 72, assetId: 41, fromDate: '2027-01-10', toDate: '2027-02-28', reason: 'winter_storage', note: null };

const calendar = (unavailable: UnavailablePeriod[]) => [
  http.get('*/api/assets/41/rented-periods', () => HttpResponse.json({ data: RENTED })),
  http.get('*/api/assets/41/unavailable-periods', () => HttpResponse.json({ data: unavailable })),
];

/** The editor on its availability step, as the machine has it while editing a saved vehicle. */
function availabilityStep() {
  const context: VehicleEditorContext = { vehicleId: 41, vehicle: draftVehicle(), step: 'availability', changes: {}, saved: false, failure: null, activation: null };
  const view = selectVehicleEditorView(vehicleEditorMachine.resolveState({ value: 'editing', context }));
  return <VehicleEditorScreen view={view} send={() => undefined} hrefOf={(step) => `/edit-vehicle/41/${step}`} now={NOW} />;
}

const meta = preview.meta({
  title: 'Features/EditVehicle/Availability',
  render: availabilityStep,
  // The open form is kept in the tab: each story starts without one.
  beforeEach: () => sessionStorage.clear(),
});

export const Periods = meta.story({
  beforeEach({ msw }) {
    msw.use(...calendar([STARTED, LATER]));
  },
  play: async () => {
    const list = await screen.findByRole('list', { name: 'Unavailable periods' });
    await expect(list).toHaveTextContent('Damaged or in repair');
    await expect(list).toHaveTextContent('New windscreen at the garage');
    await expect(list).toHaveTextContent('Winter storage');
    await expect(screen.getByRole('list', { name: 'Booked periods' })).toHaveTextContent('Booked by Maja');
  },
});

export const NoPeriods = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/assets/41/rented-periods', () => HttpResponse.json({ data: [] })), http.get('*/api/assets/41/unavailable-periods', () => HttpResponse.json({ data: [] })));
  },
  play: async () => {
    await expect(await screen.findByText('No unavailable periods.')).toBeInTheDocument();
    await expect(screen.getByText('No bookings yet.')).toBeInTheDocument();
  },
});

export const LoadFailed = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/assets/41/rented-periods', () => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Down' }, { status: 500 })));
  },
  play: async () => {
    await expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('The calendar could not be loaded.');
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

export const NewPeriodRefusedByTheFields = meta.story({
  beforeEach({ msw }) {
    msw.use(...calendar([]));
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add an unavailable period' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an unavailable period' });
    await expect(dialog).toHaveTextContent('Selling');
    await userEvent.type(screen.getByLabelText('First day'), '2026-11-20');
    await userEvent.type(screen.getByLabelText('Last day'), '2026-11-19');
    await userEvent.click(screen.getByRole('button', { name: 'Save period' }));
    await expect(screen.getByLabelText('First day')).toHaveAccessibleDescription('The first day cannot be in the past.');
    await expect(screen.getByLabelText('Last day')).toHaveAccessibleDescription('The last day cannot be before the first day.');
  },
});

export const StartedPeriodKeepsItsStart = meta.story({
  beforeEach({ msw }) {
    msw.use(...calendar([STARTED]));
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: /^Change / }));
    await screen.findByRole('dialog', { name: 'Change the unavailable period' });
    const first = screen.getByLabelText('First day');
    await expect(first).toHaveAttribute('readonly');
    await expect(first).toHaveAccessibleDescription('The period has started: only its end date can change.');
    await expect(screen.getByLabelText('Last day')).toHaveValue('2026-12-03');
  },
});

export const BookedDatesRefused = meta.story({
  beforeEach({ msw }) {
    msw.use(
      ...calendar([]),
      http.post('*/api/unavailable-periods', () => HttpResponse.json({ status: 409, slug: 'dates_unavailable', message: 'The vehicle is booked on some of these dates.' }, { status: 409 })),
    );
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add an unavailable period' }));
    await userEvent.type(await screen.findByLabelText('First day'), '2026-12-14');
    await userEvent.type(screen.getByLabelText('Last day'), '2026-12-16');
    await userEvent.click(screen.getByRole('button', { name: 'Save period' }));
    await screen.findByText('The vehicle is booked on some of these days. Choose other dates.');
    await expect(screen.getByLabelText('First day')).toHaveAccessibleDescription('The vehicle is booked on some of these days. Choose other dates.');
  },
});

export const FormKeptAfterAReload = meta.story({
  beforeEach({ msw }) {
    msw.use(...calendar([]));
    sessionStorage.setItem('unavailable-period-draft:41', JSON.stringify({ periodId: null, values: { fromDate: '2026-12-24', toDate: '2026-12-27', reason: 'own_use', note: 'Christmas with the family' } }));
  },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Add an unavailable period' });
    await expect(screen.getByLabelText('Last day')).toHaveValue('2026-12-27');
    await expect(screen.getByLabelText('Private note')).toHaveValue('Christmas with the family');
  },
});

export const SaveFailedOffersARetry = meta.story({
  beforeEach({ msw }) {
    msw.use(...calendar([]), http.post('*/api/unavailable-periods', () => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Down' }, { status: 500 })));
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add an unavailable period' }));
    await userEvent.type(await screen.findByLabelText('First day'), '2026-12-24');
    await userEvent.type(screen.getByLabelText('Last day'), '2026-12-26');
    await userEvent.click(screen.getByRole('button', { name: 'Save period' }));
    await expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('The period could not be saved. Your entries are kept');
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(screen.getByLabelText('First day')).toHaveValue('2026-12-24');
  },
});
