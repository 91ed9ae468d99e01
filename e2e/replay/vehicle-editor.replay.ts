import type { EditorStep, vehicleEditorMachine, VehicleEditorView } from '@machines/vehicle-editor';
import { expect, type Page } from '@playwright/test';
import type { ClaimedVehicle } from '../support/sandbox-client';
import { apiLogin, restoreAs } from '../support/session';
import { gesture, notReplayed, passesThrough, screen, type EventMap, type ReplayMap, type StateMap } from '../support/machine-replay/types';

/**
 * The vehicle editor (machines/vehicle-editor) on the sandbox: each event's gesture and each
 * state's screen. The start claims a complete, never published vehicle and signs its owner in.
 */

type Machine = typeof vehicleEditorMachine;

const STEP_NAMES = {
  basic: 'Basic data',
  images: 'Photos',
  equipment: 'Equipment',
  location: 'Location',
  pricing: 'Pricing',
  rules: 'Rules',
  cancellation: 'Cancellation',
  checkinCheckout: 'Check-in and check-out',
  availability: 'Availability',
  insurance: 'Insurance',
  description: 'Description',
  activation: 'Publish',
} as const satisfies Record<EditorStep, string>;
const STATUS = { draft: 'Draft', published: 'Published', deactivated: 'Deactivated' } as const;
const sections = (page: Page) => page.getByRole('navigation', { name: 'Sections' });
const editing = (view: VehicleEditorView) => view.phase === 'editing';

const events = {
  CHANGE: gesture({
    offered: (s, _event, view: VehicleEditorView) => editing(view) && s.context.step === 'description',
    perform: async ({ page }, event) => page.getByRole('textbox', { name: 'Description' }).fill(event.changes.description ?? ''),
  }),
  SAVE: gesture({
    offered: (s, _event, view: VehicleEditorView) => view.canSave && s.context.step !== 'availability' && s.context.step !== 'activation',
    perform: async ({ page }) => page.getByRole('button', { name: 'Save' }).click(),
  }),
  GO_TO: gesture({
    offered: (_s, event, view: VehicleEditorView) => editing(view) && event.step !== view.step && view.steps.some((s) => s.step === event.step && s.open),
    perform: async ({ page }, event) => sections(page).getByRole('link', { name: STEP_NAMES[event.step] }).click(),
  }),
  PUBLISH: gesture({
    offered: (s, _event, view: VehicleEditorView) => view.canPublish && s.context.step === 'activation',
    perform: async ({ page }) => {
      await page.getByRole('button', { name: 'Publish the vehicle' }).click();
      await page.getByRole('dialog', { name: 'Check your vehicle before publishing' }).getByRole('button', { name: 'Publish now' }).click();
    },
  }),
  DEACTIVATE: gesture({
    offered: (s, _event, view: VehicleEditorView) => view.canDeactivate && s.context.step === 'activation',
    perform: async ({ page }, event) => {
      await page.getByRole('button', { name: 'Deactivate the vehicle' }).click();
      const dialog = page.getByRole('dialog', { name: 'Deactivate the vehicle' });
      await dialog.getByRole('combobox', { name: 'Reason' }).selectOption(event.reason);
      await dialog.getByRole('textbox', { name: 'Explanation' }).fill(event.explanation);
      await dialog.getByRole('button', { name: 'Deactivate' }).click();
    },
  }),
  RETRY: notReplayed('The sandbox answers every load and save here; the stories and the paths test show the retries.'),
  LEAVE: notReplayed('Leaving with and without unsaved changes is e2e/vehicle-editor.spec.ts and the paths test.'),
  STAY: notReplayed('Only after LEAVE (see there).'),
  DISCARD: notReplayed('Only after LEAVE (see there).'),
  VEHICLE_CHANGED: notReplayed(
    'Sent by the photos step once a photo changed (e2e/vehicle-photos.spec.ts uploads, moves, rotates and deletes photos and sees the step complete) and by the insurance step once own cover is confirmed (e2e/vehicle-editor-steps.spec.ts); the paths test walks it.',
  ),
} satisfies EventMap<Machine, ClaimedVehicle>;

const states = {
  starting: passesThrough('Chooses loading for a saved vehicle.'),
  loading: passesThrough('The sandbox answers at once.'),
  loadFailed: screen(async ({ page }) => expect(page.getByRole('alert')).toBeVisible()),
  editing: screen(
    async ({ page }, s, view: VehicleEditorView) => {
      await expect(page.getByRole('heading', { level: 2, name: STEP_NAMES[view.step] })).toBeVisible({ timeout: 30_000 });
      if (view.step === 'activation' && view.vehicle) await expect(page.getByText(`Status: ${STATUS[view.vehicle.status]}`)).toBeVisible();
      if (view.step === 'description' && s.context.changes.description) await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(s.context.changes.description);
      if (view.saved && view.step !== 'activation') await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    },
    { reload: notReplayed('The model cannot carry what the sandbox saved (published, deactivated, a description) across a restart; e2e/vehicle-editor.spec.ts reloads mid-way and keeps the draft.') },
  ),
  saving: passesThrough('The sandbox saves at once.'),
  saveFailed: screen(async ({ page }) => expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()),
  activating: passesThrough('The sandbox publishes or deactivates at once.'),
  confirmingLeave: screen(async ({ page }) => expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible()),
  left: screen(async ({ page }) => expect(page).not.toHaveURL(/edit-vehicle/)),
} satisfies StateMap<Machine, ClaimedVehicle>;

export const vehicleEditorReplay = {
  name: 'vehicle editor',
  axe: true,
  events,
  states,
  starts: {
    complete: {
      setUp: async ({ page, sandbox, request }) => {
        const vehicle = await sandbox.claimVehicle({ unpublished: true });
        await restoreAs(page.context(), await apiLogin(request, vehicle.ownerEmail));
        await page.goto(`/edit-vehicle/${vehicle.vehicleId}/activation`);
        return vehicle;
      },
    },
  },
} satisfies ReplayMap<Machine, ClaimedVehicle, 'complete'>;
