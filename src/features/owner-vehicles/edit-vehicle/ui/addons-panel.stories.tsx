import preview from '#.storybook/preview';
import { vehicleEditorMachine, selectVehicleEditorView, type VehicleEditorContext } from '@machines/vehicle-editor';
import { draftVehicle } from '@machines/vehicle-editor/vehicle-editor.fixtures';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, within } from 'storybook/test';
import type { OwnerAddon } from '../api/addon-requests';
import { VehicleEditorScreen } from './vehicle-editor-screen';

const SUP: OwnerAddon = { id: 5, assetId: 41, key: 'sup', type: 'equipment', group: null, price: 15_000, pricingStrategy: 'per_booking_night', quantity: 2, description: null };
const CLEANING: OwnerAddon = { id: 6, assetId: 41, key: 'interior_cleaning', type: 'service', group: null, price: 90_000, pricingStrategy: 'per_booking', quantity: 1, description: null };
const listed = (addons: OwnerAddon[]) => http.get('*/api/assets/41/owner-addons', () => HttpResponse.json({ data: addons }));

/** The editor on its equipment step, with the owner's add-ons under its fields. */
function equipmentStep() {
  const context: VehicleEditorContext = { vehicleId: 41, vehicle: draftVehicle(), step: 'equipment', changes: {}, saved: false, failure: null, activation: null };
  const view = selectVehicleEditorView(vehicleEditorMachine.resolveState({ value: 'editing', context }));
  return <VehicleEditorScreen view={view} send={() => undefined} hrefOf={(step) => `/edit-vehicle/41/${step}`} />;
}

const meta = preview.meta({
  title: 'Features/EditVehicle/Add-ons',
  render: equipmentStep,
  // The open form is kept in the tab: each story starts without one.
  beforeEach: () => sessionStorage.clear(),
});

export const Listed = meta.story({
  beforeEach({ msw }) {
    msw.use(listed([SUP, CLEANING]));
  },
  play: async () => {
    const list = await screen.findByRole('list', { name: 'Your add-ons' });
    await expect(list).toHaveTextContent('Stand-up paddle board');
    await expect(list).toHaveTextContent('Equipment · SEK 150 per night');
    await expect(list).toHaveTextContent('Up to 2 per booking');
    await expect(list).toHaveTextContent('Service · SEK 900 per booking');
  },
});

export const LoadFailed = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/assets/41/owner-addons', () => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Down' }, { status: 500 })));
  },
  play: async () => {
    await expect(await screen.findByText('The add-ons could not be loaded.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

export const RefusedByTheFields = meta.story({
  beforeEach({ msw }) {
    msw.use(listed([SUP]));
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add an add-on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an add-on' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save add-on' }));
    await expect(within(dialog).getByRole('combobox', { name: 'Add-on' })).toHaveAccessibleDescription('Choose an add-on.');
    // An add-on offered already is not offered again.
    await expect(within(dialog).queryByRole('option', { name: 'Stand-up paddle board' })).not.toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Add-on' }), 'kajak');
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: 'How many you have' }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'How many you have' }), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save add-on' }));
    await expect(within(dialog).getByRole('textbox', { name: 'Price (SEK)' })).toHaveAccessibleDescription('Enter the price.');
    await expect(within(dialog).getByRole('spinbutton', { name: 'How many you have' })).toHaveAccessibleDescription(/Enter a number from 1 to 100\./);
  },
});

export const PerBookingOnlyService = meta.story({
  beforeEach({ msw }) {
    msw.use(listed([]));
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add an add-on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an add-on' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Service' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Add-on' }), 'pick_up');
    await expect(within(dialog).getByText('This service is charged per booking only.')).toBeInTheDocument();
    await expect(within(dialog).queryByRole('radio', { name: 'Per night' })).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('radio', { name: 'Per booking' })).toBeChecked();
    // An included add-on has no price to type.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Included' }));
    await expect(within(dialog).queryByRole('textbox', { name: 'Price (SEK)' })).not.toBeInTheDocument();
  },
});

const saved = fn();
export const SaveFailedKeepsTheEntries = meta.story({
  beforeEach({ msw }) {
    msw.use(
      listed([]),
      http.post('*/api/assets/41/owner-addons', async ({ request }) => {
        saved(await request.json());
        return HttpResponse.json({ status: 500, slug: 'server_error', message: 'Down' }, { status: 500 });
      }),
    );
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add an add-on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an add-on' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Add-on' }), 'grill');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Price (SEK)' }), '149,50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save add-on' }));
    await expect(await within(dialog).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('The add-on could not be saved. Your entries are kept');
    // Money to the minor unit: 149,50 is 14950 öre.
    await expect(saved).toHaveBeenCalledWith({ key: 'grill', pricingStrategy: 'per_booking', price: 14_950, quantity: 1 });
    await expect(within(dialog).getByRole('textbox', { name: 'Price (SEK)' })).toHaveValue('149,50');
    await expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});
