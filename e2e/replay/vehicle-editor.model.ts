import { selectVehicleEditorView, vehicleEditorMachine, type VehicleEditorEvent } from '@machines/vehicle-editor';
import { completeVehicle, existingVehicle, publishedVehicle } from '../../machines/vehicle-editor/vehicle-editor.fixtures';
import { doneEvent } from '../../machines/testing/model-coverage';
import { defineModel } from '../support/machine-replay/types';

/**
 * The vehicle editor as the replay walks it (docs/machine-replay.md): a vehicle whose sections are
 * all complete but which was never published (one sandbox call), opened on its publish step by its
 * owner. The owner publishes, deactivates, moves between the built steps, changes the description
 * and saves. The sandbox refuses none of it here: the refusals are the paths test's and the stories'.
 */

export const DESCRIPTION = 'A bright motorhome with two beds, a kitchen and a shower.';

const events: VehicleEditorEvent[] = [
  { type: 'CHANGE', changes: { description: DESCRIPTION } },
  { type: 'SAVE' },
  { type: 'RETRY' },
  { type: 'GO_TO', step: 'basic' },
  { type: 'GO_TO', step: 'availability' },
  { type: 'GO_TO', step: 'description' },
  { type: 'GO_TO', step: 'activation' },
  { type: 'GO_TO', step: 'images' },
  { type: 'LEAVE' },
  { type: 'STAY' },
  { type: 'DISCARD' },
  { type: 'PUBLISH' },
  { type: 'DEACTIVATE', reason: 'pause', explanation: 'Back in spring.' },
];

export const vehicleEditorModel = defineModel({
  machine: vehicleEditorMachine,
  events,
  outcomes: {
    loadVehicle: () => doneEvent('loadVehicle', completeVehicle()),
    saveVehicle: (s) => doneEvent('saveVehicle', { ...(s.context.vehicle ?? completeVehicle()), ...s.context.changes }),
    setActivation: (s) => doneEvent('setActivation', s.context.activation?.active ? publishedVehicle() : completeVehicle({ status: 'deactivated', activationCount: 1 })),
  },
  // A reload reads the vehicle again and keeps the unsaved changes (the draft in this browser).
  restart: (s) => existingVehicle({ step: s.context.step, draft: Object.keys(s.context.changes).length > 0 ? s.context.changes : null }),
  serialize: (s) => {
    const c = s.context;
    return JSON.stringify([s.value, c.step, c.vehicle?.status, Object.keys(c.changes), c.saved, c.failure?.slug, c.activation?.active]);
  },
  view: (s) => selectVehicleEditorView(s),
  starts: {
    /** Every section complete, never published: the owner opens the publish step. */
    complete: existingVehicle({ step: 'activation' }),
  },
});
