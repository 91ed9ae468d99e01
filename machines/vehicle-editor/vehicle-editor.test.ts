import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type EventObject } from 'xstate';
import { doneEvent, errorEvent } from '../testing/model-coverage';
import { activationFailed, completeVehicle, draftVehicle, existingVehicle, modelYearRefused, newListing, openBookings, plateUsed, publishedVehicle, serverDown } from './vehicle-editor.fixtures';
import { vehicleEditorMachine } from './vehicle-editor.machine';
import { selectVehicleEditorView } from './vehicle-editor.view';
import type { VehicleEditorEvent, VehicleEditorInput } from './vehicle-editor.types';

function walk(input: VehicleEditorInput, events: (VehicleEditorEvent | EventObject)[]) {
  let [snapshot] = initialTransition(vehicleEditorMachine, input);
  for (const event of events) [snapshot] = transition(vehicleEditorMachine, snapshot, event as never);
  return snapshot;
}

describe('vehicle editor machine', () => {
  it('starts a new listing at once, its later steps closed until the first save creates the vehicle', () => {
    const start = walk(newListing(), []);
    expect(start.value).toBe('editing');
    expect(selectVehicleEditorView(start).steps.map((s) => [s.step, s.open])).toEqual([
      ['basic', true],
      ['images', false],
      ['equipment', false],
      ['location', false],
      ['pricing', false],
      ['rules', false],
      ['cancellation', false],
      ['checkinCheckout', false],
      ['availability', false],
      ['insurance', false],
      ['description', false],
      ['activation', false],
    ]);
    expect(walk(newListing(), [{ type: 'GO_TO', step: 'description' }]).context.step).toBe('basic');
    const created = walk(newListing(), [{ type: 'CHANGE', changes: { subType: 'campervan', model: 'California Ocean' } }, { type: 'SAVE' }, doneEvent('saveVehicle', draftVehicle())]);
    expect(created.context).toMatchObject({ vehicleId: 41, changes: {}, saved: true });
    const moved = transition(vehicleEditorMachine, created, { type: 'GO_TO', step: 'description' })[0];
    expect(moved.context.step).toBe('description');
  });

  it('keeps a draft from before a reload over the loaded vehicle, and saves only with changes', () => {
    const loaded = walk(existingVehicle({ draft: { modelYear: 2022 } }), [doneEvent('loadVehicle', draftVehicle())]);
    expect(selectVehicleEditorView(loaded).values).toMatchObject({ model: 'California Ocean', modelYear: 2022 });
    expect(selectVehicleEditorView(loaded).dirty).toBe(true);
    const clean = walk(existingVehicle(), [doneEvent('loadVehicle', draftVehicle())]);
    expect(clean.can({ type: 'SAVE' })).toBe(false);
  });

  it('takes the vehicle the photos step read back (its completion changed), keeping the unsaved changes', () => {
    const editing = walk(existingVehicle({ step: 'images', draft: { model: 'Beach' } }), [doneEvent('loadVehicle', draftVehicle())]);
    const withPhoto = draftVehicle({ infoStatuses: { ...draftVehicle().infoStatuses, images: true } });
    const changed = transition(vehicleEditorMachine, editing, { type: 'VEHICLE_CHANGED', vehicle: withPhoto })[0];
    expect(changed.value).toBe('editing');
    expect(changed.context.changes).toEqual({ model: 'Beach' });
    const view = selectVehicleEditorView(changed);
    expect(view.steps.find((s) => s.step === 'images')?.complete).toBe(true);
    expect(view.missing).not.toContain('images');
  });

  it('opens the step the URL asked for only when the vehicle can show it', () => {
    expect(walk(existingVehicle({ step: 'description' }), [doneEvent('loadVehicle', draftVehicle())]).context.step).toBe('description');
  });

  it('takes refused fields back to the step, with the changes kept', () => {
    for (const refusal of [modelYearRefused, plateUsed]) {
      const refused = walk(existingVehicle(), [doneEvent('loadVehicle', draftVehicle()), { type: 'CHANGE', changes: { modelYear: 2031 } }, { type: 'SAVE' }, errorEvent('saveVehicle', refusal)]);
      expect(refused.value).toBe('editing');
      expect(refused.context.failure?.slug).toBe(refusal.slug);
      expect(refused.context.changes).toEqual({ modelYear: 2031 });
    }
  });

  it('offers a retry when a save got no answer, and keeps the changes', () => {
    const failed = walk(existingVehicle(), [doneEvent('loadVehicle', draftVehicle()), { type: 'CHANGE', changes: { model: 'Beach' } }, { type: 'SAVE' }, errorEvent('saveVehicle', serverDown)]);
    expect(failed.value).toBe('saveFailed');
    expect(transition(vehicleEditorMachine, failed, { type: 'RETRY' })[0].value).toBe('saving');
  });

  it('asks before leaving with unsaved changes; leaves at once without', () => {
    const dirty = walk(existingVehicle(), [doneEvent('loadVehicle', draftVehicle()), { type: 'CHANGE', changes: { model: 'Beach' } }, { type: 'LEAVE' }]);
    expect(dirty.value).toBe('confirmingLeave');
    expect(transition(vehicleEditorMachine, dirty, { type: 'STAY' })[0].value).toBe('editing');
    const discarded = transition(vehicleEditorMachine, dirty, { type: 'DISCARD' })[0];
    expect(discarded.value).toBe('left');
    expect(discarded.context.changes).toEqual({});
    expect(walk(existingVehicle(), [doneEvent('loadVehicle', draftVehicle()), { type: 'LEAVE' }]).value).toBe('left');
  });
});

describe('vehicle editor machine: publishing and deactivating', () => {
  it('publishes only a complete vehicle with nothing unsaved', () => {
    expect(walk(existingVehicle(), [doneEvent('loadVehicle', draftVehicle()), { type: 'PUBLISH' }]).value).toBe('editing');
    const complete = walk(existingVehicle(), [doneEvent('loadVehicle', completeVehicle())]);
    expect(selectVehicleEditorView(complete).canPublish).toBe(true);
    expect(transition(vehicleEditorMachine, complete, { type: 'CHANGE', changes: { model: 'Beach' } })[0].can({ type: 'PUBLISH' })).toBe(false);
    const published = walk(existingVehicle(), [doneEvent('loadVehicle', completeVehicle()), { type: 'PUBLISH' }, doneEvent('setActivation', publishedVehicle())]);
    expect(published.value).toBe('editing');
    expect(published.context).toMatchObject({ saved: true, activation: null, failure: null });
    expect(published.context.vehicle?.isActive).toBe(true);
  });

  it('shows "activation failed" and open bookings where they belong, and lets the owner try again', () => {
    const refused = walk(existingVehicle(), [doneEvent('loadVehicle', completeVehicle()), { type: 'PUBLISH' }, errorEvent('setActivation', activationFailed)]);
    expect(refused.value).toBe('editing');
    expect(refused.context.failure?.slug).toBe('vehicle_activation_failed');
    expect(refused.can({ type: 'PUBLISH' })).toBe(true);
    const blocked = walk(existingVehicle(), [doneEvent('loadVehicle', publishedVehicle()), { type: 'DEACTIVATE', reason: 'sold', explanation: 'Sold.' }, errorEvent('setActivation', openBookings)]);
    expect(blocked.context.failure?.slug).toBe('vehicle_has_open_bookings');
    expect(blocked.context.vehicle?.isActive).toBe(true);
  });

  it('sends a deactivation with its reason and explanation, and never publishes a blocked vehicle', () => {
    const sending = walk(existingVehicle(), [doneEvent('loadVehicle', publishedVehicle()), { type: 'DEACTIVATE', reason: 'sold', explanation: 'Sold to a neighbour.' }]);
    expect(sending.value).toBe('activating');
    expect(sending.context.activation).toEqual({ active: false, reason: 'sold', explanation: 'Sold to a neighbour.' });
    expect(walk(existingVehicle(), [doneEvent('loadVehicle', completeVehicle({ blockReason: 'terms_violation' }))]).can({ type: 'PUBLISH' })).toBe(false);
  });
});
