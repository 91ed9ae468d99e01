import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type EventObject } from 'xstate';
import { doneEvent, errorEvent, modelCoverage } from '../testing/model-coverage';
import { activationFailed, completeVehicle, draftVehicle, existingVehicle, modelYearRefused, newListing, notFound, openBookings, publishedVehicle, serverDown } from './vehicle-editor.fixtures';
import { vehicleEditorMachine } from './vehicle-editor.machine';
import type { VehicleEditorInput } from './vehicle-editor.types';

const described = draftVehicle({ description: 'Two beds and a kitchen.', infoStatuses: { ...draftVehicle().infoStatuses, description: true } });

/** Every event the machine can receive, with each actor's outcomes, for the graph walk. */
export const VEHICLE_EDITOR_EVENTS = [
  { type: 'CHANGE', changes: { model: 'California Beach' } },
  { type: 'CHANGE', changes: {} },
  { type: 'SAVE' },
  { type: 'RETRY' },
  { type: 'GO_TO', step: 'basic' },
  { type: 'GO_TO', step: 'equipment' },
  { type: 'GO_TO', step: 'pricing' },
  { type: 'GO_TO', step: 'rules' },
  { type: 'GO_TO', step: 'cancellation' },
  { type: 'GO_TO', step: 'checkinCheckout' },
  { type: 'GO_TO', step: 'availability' },
  { type: 'GO_TO', step: 'description' },
  { type: 'LEAVE' },
  { type: 'STAY' },
  { type: 'DISCARD' },
  { type: 'PUBLISH' },
  { type: 'DEACTIVATE', reason: 'sold', explanation: 'Sold to a neighbour.' },
  { type: 'GO_TO', step: 'activation' },
  { type: 'GO_TO', step: 'images' },
  { type: 'VEHICLE_CHANGED', vehicle: draftVehicle({ infoStatuses: { ...draftVehicle().infoStatuses, images: true } }) },
  { type: 'GO_TO', step: 'location' },
  { type: 'GO_TO', step: 'insurance' },
  { type: 'VEHICLE_CHANGED', vehicle: draftVehicle({ insuranceCompany: 'Länsförsäkringar', infoStatuses: { ...draftVehicle().infoStatuses, insurance: true } }) },
  doneEvent('loadVehicle', draftVehicle()),
  doneEvent('loadVehicle', completeVehicle()),
  doneEvent('setActivation', publishedVehicle()),
  doneEvent('setActivation', completeVehicle({ status: 'deactivated', activationCount: 1 })),
  errorEvent('setActivation', activationFailed),
  errorEvent('setActivation', openBookings),
  errorEvent('loadVehicle', notFound),
  doneEvent('saveVehicle', described),
  errorEvent('saveVehicle', modelYearRefused),
  errorEvent('saveVehicle', serverDown),
] as EventObject[];

const STARTS: Record<string, VehicleEditorInput> = {
  newListing: newListing(),
  existing: existingVehicle(),
  withDraft: existingVehicle({ step: 'description', draft: { description: 'Typed before the reload.' } }),
};

const serialize = (s: { value: unknown; context: Record<string, unknown> }) => {
  const c = s.context as unknown as ReturnType<typeof vehicleEditorMachine.getInitialSnapshot>['context'];
  return JSON.stringify([s.value, c.vehicleId, c.vehicle?.id, c.vehicle?.isActive, c.vehicle?.infoStatuses.images, c.step, Object.keys(c.changes), c.saved, c.failure?.slug, c.activation?.active]);
};

const coverages = Object.values(STARTS).map((input) => ({ input, coverage: modelCoverage(vehicleEditorMachine, { input, events: VEHICLE_EDITOR_EVENTS, serializeState: serialize as never }) }));

/** Passed through on the way to loading or editing, never rested in. */
const TRANSIENT_STATES = ['vehicleEditor.starting'];

describe('vehicle editor machine: model-based paths', () => {
  it('reaches every state', () => {
    const reached = new Set(coverages.flatMap(({ coverage }) => [...coverage.reachedStates]));
    expect(coverages[0]?.coverage.allStates.filter((id) => !reached.has(id) && !TRANSIENT_STATES.includes(id))).toEqual([]);
  });

  it('walks every transition', () => {
    const walked = new Set(coverages.flatMap(({ coverage }) => [...coverage.walkedTransitions]));
    expect(coverages[0]?.coverage.allTransitions.filter((t) => !walked.has(t))).toEqual([]);
  });

  const shortest = coverages.flatMap(({ input, coverage }) => [...new Map(coverage.paths.map((path) => [JSON.stringify(path.state.value), path])).entries()].map(([value, path]) => [value, input, path] as const));
  it.each(shortest)('replays the shortest path to %s', (_, input, path) => {
    let [snapshot] = initialTransition(vehicleEditorMachine, input);
    for (const step of path.steps) [snapshot] = transition(vehicleEditorMachine, snapshot, step.event as never);
    expect(snapshot.value).toEqual(path.state.value);
  });
});
