import preview from '#.storybook/preview';
import { vehicleEditorMachine, selectVehicleEditorView, type VehicleEditorContext, type VehicleEditorEvent } from '@machines/vehicle-editor';
import { draftVehicle } from '@machines/vehicle-editor/vehicle-editor.fixtures';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { VehicleRecord } from '@/entities/vehicle';
import { VehicleEditorScreen } from './vehicle-editor-screen';

const LEVELS = [25_000_000, 50_000_000, 75_000_000, 100_000_000, 125_000_000, 999_999_900].map((band, index) => ({
  key: 'omocom_basic' as const,
  insuranceValue: band,
  pricePerNight: 13_000 + index * 3_000,
  deductible: 1_200_000,
  currency: 'sek' as const,
  isCurrent: band === 50_000_000,
}));
const priceLevels = http.get('*/api/assets/41/insurance-price-levels', () => HttpResponse.json({ data: LEVELS }));

/** A Swedish motorhome the Nordic insurer covers. */
const insured = (overrides: Partial<VehicleRecord> = {}) =>
  draftVehicle({ subType: 'motorhome', country: 'SE', isPrivatelyOwned: true, insuranceValue: 50_000_000, currentOdometerValue: 120_000, maximumAuthorizedMass: 3_500, hasAlteredGasTank: false, hasPlatformInsurance: true, ...overrides });

function insuranceStep(vehicle: VehicleRecord, changes: VehicleEditorContext['changes'] = {}, send: (event: VehicleEditorEvent) => void = () => undefined) {
  const context: VehicleEditorContext = { vehicleId: 41, vehicle, step: 'insurance', changes, saved: false, failure: null, activation: null };
  const view = selectVehicleEditorView(vehicleEditorMachine.resolveState({ value: 'editing', context }));
  return <VehicleEditorScreen view={view} send={send} hrefOf={(step) => `/edit-vehicle/41/${step}`} />;
}

const meta = preview.meta({ title: 'Features/EditVehicle/Insurance', parameters: { machine: 'vehicleEditor' } });

export const Covered = meta.story({
  beforeEach({ msw }) {
    msw.use(priceLevels);
  },
  render: () => insuranceStep(insured()),
  play: async () => {
    await expect(await screen.findByTestId('insurance-eligibility')).toHaveTextContent('Your vehicle is covered by the platform insurance.');
    await expect(screen.getByRole('combobox', { name: /^Insured value/ })).toHaveValue('50000000');
    // 000 §9: the tracking device is asked only above SEK 1,000,000.
    await expect(screen.queryByRole('checkbox', { name: 'The vehicle has an approved tracking device' })).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Platform insurance price per night by insured value' });
    await expect(within(table).getByRole('rowheader', { name: /\(your vehicle\)$/ })).toHaveTextContent('Up to SEK 500,000');
  },
});

export const NotQualifyingExplained = meta.story({
  beforeEach({ msw }) {
    msw.use(priceLevels);
  },
  // A company vehicle worth over SEK 1,000,000 without a tracker, 300,000 km, 6,500 kg, an altered gas tank.
  render: () =>
    insuranceStep(insured({ hasPlatformInsurance: false }), { isPrivatelyOwned: false, insuranceValue: 125_000_000, currentOdometerValue: 300_000, maximumAuthorizedMass: 6_500, hasAlteredGasTank: true }),
  play: async () => {
    const status = await screen.findByTestId('insurance-eligibility');
    await expect(status).toHaveTextContent('Your vehicle does not qualify for the platform insurance yet:');
    for (const reason of [
      'Only privately owned vehicles are covered; company vehicles are not.',
      'A vehicle worth more than SEK 1,000,000 needs an approved tracking device.',
      'A motorhome or campervan needs an odometer reading below 300,000 km.',
      "The vehicle is heavier than the insurer's limit",
      'Vehicles with an altered gas tank are not covered.',
    ]) {
      await expect(status).toHaveTextContent(reason);
    }
    await expect(screen.getByRole('checkbox', { name: 'The vehicle has an approved tracking device' })).not.toBeChecked();
  },
});

export const OdometerWarning = meta.story({
  beforeEach({ msw }) {
    msw.use(priceLevels);
  },
  render: () => insuranceStep(insured(), { currentOdometerValue: 240_000 }),
  play: async () => {
    await expect(await screen.findByRole('spinbutton', { name: 'Odometer (km)' })).toHaveAccessibleDescription('Close to the 300,000 km limit of the platform insurance.');
  },
});

export const NotOfferedInTheCountry = meta.story({
  render: () => insuranceStep(insured({ country: 'GB' as never, hasPlatformInsurance: false })),
  play: async () => {
    await expect(await screen.findByTestId('insurance-eligibility')).toHaveTextContent('The platform insurance is not offered for vehicles in');
    await expect(screen.queryByRole('table')).not.toBeInTheDocument();
  },
});

export const MassRefused = meta.story({
  render: () => insuranceStep(insured(), { maximumAuthorizedMass: 8_000 }),
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await expect(screen.getByRole('spinbutton', { name: 'Maximum authorised mass (kg)' })).toHaveAccessibleDescription(/Vehicles over 7500 kg cannot be listed\./);
  },
});

const changed = fn();
export const OwnCoverConfirmed = meta.story({
  beforeEach({ msw }) {
    msw.use(
      priceLevels,
      http.post('*/api/assets/41/confirm-insurance-requirements', async ({ request }) => {
        const body = (await request.json()) as { insuranceCompany: string };
        return HttpResponse.json({ data: insured({ hasPlatformInsurance: false, insuranceCompany: body.insuranceCompany }) });
      }),
    );
  },
  render: () => insuranceStep(insured(), {}, changed),
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'I have my own insurance' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm your vehicle's insurance details" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm own insurance' }));
    await expect(within(dialog).getByRole('textbox', { name: 'Insurance company' })).toHaveAccessibleDescription('Enter the name of your insurance company.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Insurance company' }), 'Länsförsäkringar');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /My insurance covers renting out the vehicle/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm own insurance' }));
    await waitFor(() =>
      expect(changed).toHaveBeenCalledWith(expect.objectContaining({ type: 'VEHICLE_CHANGED', vehicle: expect.objectContaining({ insuranceCompany: 'Länsförsäkringar', hasPlatformInsurance: false }) })),
    );
  },
});

export const OwnCoverShown = meta.story({
  render: () => insuranceStep(insured({ hasPlatformInsurance: false, insuranceCompany: 'Länsförsäkringar' })),
  play: async () => {
    await expect(await screen.findByTestId('insurance-eligibility')).toHaveTextContent('You confirmed your own insurance with Länsförsäkringar');
    await expect(screen.queryByRole('button', { name: 'I have my own insurance' })).not.toBeInTheDocument();
  },
});
