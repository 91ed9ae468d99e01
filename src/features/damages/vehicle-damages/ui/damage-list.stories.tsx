import preview from '#.storybook/preview';
import { http, HttpResponse } from 'msw';
import { expect, screen, within } from 'storybook/test';
import { DamageList } from './damage-list';
import { FIXTURE_NOW, VEHICLE_ID, damagesOfVehicle, overdueDamages } from './damage-list.fixtures';

const meta = preview.meta({ title: 'Features/DamageList', component: DamageList, args: { vehicleId: VEHICLE_ID, currency: 'sek', now: FIXTURE_NOW } });

const serve = (damages: ReturnType<typeof damagesOfVehicle>) => http.get('*/api/assets/:id/damages', () => HttpResponse.json({ data: damages }));

/** Open damages first: a pending amount with its deadline, a fixed amount with its quote, then a resolved one. */
export const Damages = meta.story({
  beforeEach({ msw }) {
    msw.use(serve(damagesOfVehicle()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Amount to follow: give the amount by .* \(3 days left\)/)).toBeVisible();
    await expect(canvas.getByText('Fixed amount: SEK 250.00')).toBeVisible();
    await expect(canvas.getByText('Resolved')).toBeVisible();
  },
});

/** No damage recorded: only the way to document one. */
export const NoDamages = meta.story({
  beforeEach({ msw }) {
    msw.use(serve([]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No damages are recorded for this vehicle.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Document a damage' })).toBeEnabled();
  },
});

/** The pending amount's deadline has passed: the deposit is returned. */
export const DeadlinePassed = meta.story({
  beforeEach({ msw }) {
    msw.use(serve(overdueDamages()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/the deadline of .* has passed; the deposit is returned\./)).toBeVisible();
  },
});

/** The list could not be read: the message and a retry. */
export const LoadFailed = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/assets/:id/damages', () => HttpResponse.json({ status: 503, slug: 'service_unavailable', message: 'down' }, { status: 503 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The damages could not be loaded.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

/** The complete-damage modal, new: each field's error by the field when sent empty. */
export const NewDamageModal = meta.story({
  beforeEach({ msw }) {
    msw.use(serve([]));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Document a damage' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Document a damage' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Amount to follow' }));
    await expect(dialog.getByText('You have up to 30 days to give it; until then the deposit is held.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Add the damage' }));
    await expect(dialog.getByText('Say where on the vehicle the damage is.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add photos' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Add documentation' })).toBeEnabled();
  },
});

/** The modal editing a damage: its photos with their types, the first of each type to turn. */
export const EditDamageModal = meta.story({
  beforeEach({ msw }) {
    msw.use(serve(damagesOfVehicle()));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit: Rear bumper, left' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit the damage' }));
    await expect(dialog.getByLabelText('Where on the vehicle?')).toHaveValue('Rear bumper, left');
    await expect(dialog.getByRole('button', { name: 'Rotate left: Overview 1' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Rotate right: Close-up 2' })).toBeEnabled();
  },
});
