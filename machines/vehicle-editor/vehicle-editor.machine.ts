import { assign, fromPromise, setup } from 'xstate';
import { failureOf } from '@/shared/lib/flow';
import { EDITOR_STEPS } from './vehicle-editor.steps';
import { isPublishable } from './vehicle-editor.publishing';
import type { VehicleEditorActorTypes, VehicleEditorContext, VehicleEditorEvent, VehicleEditorInput } from './vehicle-editor.types';

type Actor<K extends keyof VehicleEditorActorTypes> = VehicleEditorActorTypes[K];
const provided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is provided by the feature`);
};

const isDirty = (context: VehicleEditorContext) => Object.keys(context.changes).length > 0;
/** The API refused what was sent (a field, a registration number in use, a limit): the owner changes it, a retry would not help. */
const refusedInput = (event: VehicleEditorEvent) => {
  const status = failureOf((event as unknown as { error: unknown }).error).status;
  return status !== undefined && status >= 400 && status < 500;
};

/**
 * The vehicle editor (000 §2–§5): a new listing or an existing vehicle, one step at a time. The
 * owner's changes are kept (and stored by the feature) until a save; the first save creates the
 * vehicle, each later one updates it. Refused fields go back to the step with the API's errors
 * by the field; a save that got no answer offers a retry; leaving with unsaved changes asks.
 */
export const vehicleEditorMachine = setup({
  types: {
    context: {} as VehicleEditorContext,
    events: {} as VehicleEditorEvent,
    input: {} as VehicleEditorInput,
  },
  actors: {
    loadVehicle: fromPromise<Actor<'loadVehicle'>['output'], Actor<'loadVehicle'>['input']>(provided('loadVehicle')),
    saveVehicle: fromPromise<Actor<'saveVehicle'>['output'], Actor<'saveVehicle'>['input']>(provided('saveVehicle')),
    setActivation: fromPromise<Actor<'setActivation'>['output'], Actor<'setActivation'>['input']>(provided('setActivation')),
  },
  guards: {
    existing: ({ context }) => context.vehicleId !== null,
    dirty: ({ context }) => isDirty(context),
    refusedInput: ({ event }) => refusedInput(event),
    // Unsaved changes are saved first: publishing shows what the API has, and a refusal would mix the two.
    mayPublish: ({ context }) => !isDirty(context) && context.vehicle !== null && isPublishable(context.vehicle),
    mayDeactivate: ({ context }) => !isDirty(context) && context.vehicle?.isActive === true,
    mayOpen: ({ context, event }) => event.type === 'GO_TO' && event.step !== context.step && EDITOR_STEPS.canRevisit(event.step, context),
  },
  actions: {
    takeChanges: assign({
      changes: ({ context, event }) => (event.type === 'CHANGE' ? event.changes : context.changes),
      saved: false,
    }),
    takeFailure: assign({ failure: ({ event }) => ('error' in event ? failureOf(event.error) : null) }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'vehicleEditor',
  context: ({ input }) => ({ vehicleId: input.vehicleId, vehicle: null, step: input.step, changes: input.draft ?? {}, saved: false, failure: null, activation: null }),
  initial: 'starting',
  states: {
    /** A new listing starts at once; an existing vehicle is fetched first. */
    starting: {
      always: [{ guard: 'existing', target: 'loading' }, { target: 'editing' }],
    },
    loading: {
      invoke: {
        id: 'loadVehicle',
        src: 'loadVehicle',
        input: ({ context }) => ({ vehicleId: context.vehicleId ?? 0 }),
        onDone: {
          target: 'editing',
          // A step the vehicle cannot show yet (a typed URL) gives way to the first it can.
          actions: assign(({ context, event }) => {
            const next = { ...context, vehicle: event.output };
            return { vehicle: event.output, step: EDITOR_STEPS.resumeAt(context.step, next) };
          }),
        },
        onError: { target: 'loadFailed', actions: 'takeFailure' },
      },
    },
    /** "Could not load" (or not found) with a retry. */
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: 'clearFailure' } },
    },
    editing: {
      on: {
        CHANGE: { actions: 'takeChanges' },
        SAVE: { guard: 'dirty', target: 'saving', actions: 'clearFailure' },
        GO_TO: { guard: 'mayOpen', actions: [assign({ step: ({ context, event }) => (event.type === 'GO_TO' ? event.step : context.step), saved: false }), 'clearFailure'] },
        LEAVE: [{ guard: 'dirty', target: 'confirmingLeave' }, { target: 'left' }],
        // The owner's unsaved changes stay over the new vehicle.
        VEHICLE_CHANGED: { actions: assign({ vehicle: ({ context, event }) => (event.type === 'VEHICLE_CHANGED' ? event.vehicle : context.vehicle), failure: null }) },
        PUBLISH: { guard: 'mayPublish', target: 'activating', actions: assign({ activation: { active: true }, failure: null, saved: false }) },
        DEACTIVATE: {
          guard: 'mayDeactivate',
          target: 'activating',
          actions: assign({ activation: ({ event }) => (event.type === 'DEACTIVATE' ? { active: false, reason: event.reason, explanation: event.explanation } : null), failure: null, saved: false }),
        },
      },
    },
    /**
     * Publishing or deactivating. Any failure goes back to the step with it: "activation failed"
     * with what is missing, open bookings, the provider's block, or no answer; the owner tries again from there.
     */
    activating: {
      invoke: {
        id: 'setActivation',
        src: 'setActivation',
        input: ({ context }) => ({ vehicleId: context.vehicleId ?? 0, activation: context.activation ?? { active: true } }),
        onDone: { target: 'editing', actions: assign(({ event }) => ({ vehicle: event.output, activation: null, saved: true, failure: null })) },
        onError: { target: 'editing', actions: ['takeFailure', assign({ activation: null })] },
      },
    },
    saving: {
      invoke: {
        id: 'saveVehicle',
        src: 'saveVehicle',
        input: ({ context }) => ({ vehicleId: context.vehicleId, changes: context.changes }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({ vehicle: event.output, vehicleId: event.output.id, changes: {}, saved: true, failure: null })),
        },
        onError: [
          { guard: 'refusedInput', target: 'editing', actions: 'takeFailure' },
          { target: 'saveFailed', actions: 'takeFailure' },
        ],
      },
    },
    /** No answer, or the server failed: the changes are kept; save again, or go on typing. */
    saveFailed: {
      on: {
        RETRY: { target: 'saving', actions: 'clearFailure' },
        CHANGE: { target: 'editing', actions: 'takeChanges' },
        LEAVE: 'confirmingLeave',
      },
    },
    /** "You have unsaved changes": stay, or leave without them. */
    confirmingLeave: {
      on: {
        STAY: 'editing',
        DISCARD: { target: 'left', actions: assign({ changes: {} }) },
      },
    },
    /** The page goes where the owner was going. */
    left: { type: 'final' },
  },
});
