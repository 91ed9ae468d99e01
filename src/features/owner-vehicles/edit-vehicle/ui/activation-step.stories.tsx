import preview from '#.storybook/preview';
import { vehicleEditorMachine, selectVehicleEditorView, type VehicleEditorContext, type VehicleEditorEvent } from '@machines/vehicle-editor';
import { activationFailed, blockedForDeclines, completeVehicle, draftVehicle, openBookings, publishedVehicle } from '@machines/vehicle-editor/vehicle-editor.fixtures';
import { expect, fn, screen } from 'storybook/test';
import { VehicleEditorScreen } from './vehicle-editor-screen';

type Value = Parameters<typeof vehicleEditorMachine.resolveState>[0]['value'];

/** The editor on its publish step in a state of its machine. */
function publishStep(value: Value, context: Partial<VehicleEditorContext> = {}, send: (event: VehicleEditorEvent) => void = () => undefined) {
  const base: VehicleEditorContext = { vehicleId: 41, vehicle: completeVehicle(), step: 'activation', changes: {}, saved: false, failure: null, activation: null };
  const view = selectVehicleEditorView(vehicleEditorMachine.resolveState({ value, context: { ...base, ...context } }));
  return <VehicleEditorScreen view={view} send={send} hrefOf={(step) => `/edit-vehicle/41/${step}`} />;
}

const meta = preview.meta({ title: 'Features/EditVehicle/Publish', parameters: { machine: 'vehicleEditor' } });

export const SectionsMissing = meta.story({
  render: () => publishStep('editing', { vehicle: draftVehicle({ infoStatuses: { ...completeVehicle().infoStatuses, images: false, pricing: false } }) }),
  play: async () => {
    const list = await screen.findByRole('list', { name: 'Sections to complete' });
    await expect(list).toHaveTextContent('Photos');
    await expect(list).toHaveTextContent('Pricing');
    await expect(screen.queryByRole('button', { name: 'Publish the vehicle' })).not.toBeInTheDocument();
  },
});

const publishSent = fn();
export const VerifyVehicleBeforePublishing = meta.story({
  render: () => publishStep('editing', {}, publishSent),
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Publish the vehicle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check your vehicle before publishing' });
    await expect(dialog).toHaveTextContent('ABC123');
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await expect(publishSent).toHaveBeenCalledWith({ type: 'PUBLISH' });
  },
});

export const Publishing = meta.story({
  parameters: { machineState: 'vehicleEditor.activating' },
  render: () => publishStep('activating', { activation: { active: true } }),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Publish the vehicle' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const ActivationFailed = meta.story({
  render: () => publishStep('editing', { failure: activationFailed }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Your vehicle could not be published: some sections are not complete.');
    await expect(screen.getByRole('list', { name: 'Sections to complete' })).toHaveTextContent('Photos');
  },
});

export const Published = meta.story({
  render: () => publishStep('editing', { vehicle: publishedVehicle(), saved: true }),
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Your vehicle is published.');
    await expect(screen.getByText('Published')).toBeInTheDocument();
  },
});

const deactivateSent = fn();
export const DeactivateNeedsAReasonAndAnExplanation = meta.story({
  render: () => publishStep('editing', { vehicle: publishedVehicle() }, deactivateSent),
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate the vehicle' }));
    await screen.findByRole('dialog', { name: 'Deactivate the vehicle' });
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await expect(screen.getByRole('combobox', { name: 'Reason' })).toHaveAccessibleDescription('Choose a reason.');
    await expect(screen.getByRole('textbox', { name: 'Explanation' })).toHaveAccessibleDescription('Explain in a few words.');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'sold');
    await userEvent.type(screen.getByRole('textbox', { name: 'Explanation' }), 'Sold to a neighbour.');
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await expect(deactivateSent).toHaveBeenCalledWith({ type: 'DEACTIVATE', reason: 'sold', explanation: 'Sold to a neighbour.' });
  },
});

export const DeactivateDialogKeptAfterAReload = meta.story({
  beforeEach: () => {
    sessionStorage.setItem('vehicle-deactivation-draft:41', JSON.stringify({ reason: 'pause', explanation: 'Back in spring.' }));
    return () => sessionStorage.clear();
  },
  render: () => publishStep('editing', { vehicle: publishedVehicle() }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate the vehicle' });
    await expect(dialog).toBeInTheDocument();
    await expect(screen.getByRole('combobox', { name: 'Reason' })).toHaveValue('pause');
    await expect(screen.getByRole('textbox', { name: 'Explanation' })).toHaveValue('Back in spring.');
  },
});

export const DeactivationBlockedByOpenBookings = meta.story({
  render: () => publishStep('editing', { vehicle: publishedVehicle(), failure: openBookings }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('This vehicle has open bookings, so it cannot be deactivated.');
  },
});

export const DeactivatedByTheProvider = meta.story({
  render: () => publishStep('editing', { vehicle: completeVehicle({ status: 'deactivated', blockReason: 'declined_bookings' }) }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Deactivated after too many declined bookings');
    await expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', expect.stringContaining('mailto:'));
    await expect(screen.queryByRole('button', { name: 'Publish the vehicle' })).not.toBeInTheDocument();
  },
});

export const RefusedForTheProvidersBlock = meta.story({
  render: () => publishStep('editing', { failure: blockedForDeclines }),
  play: async () => {
    await expect(await screen.findByRole('link', { name: 'Contact support' })).toBeInTheDocument();
  },
});
