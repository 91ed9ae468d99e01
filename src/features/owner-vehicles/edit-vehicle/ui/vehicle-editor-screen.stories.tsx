import preview from '#.storybook/preview';
import { vehicleEditorMachine, selectVehicleEditorView, type VehicleEditorContext } from '@machines/vehicle-editor';
import { draftVehicle, modelYearRefused, notFound, plateUsed, serverDown } from '@machines/vehicle-editor/vehicle-editor.fixtures';
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
    await expect(screen.getAllByText('After the first save')).toHaveLength(3);
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
