import type { SnapshotFrom } from 'xstate';
import { vehicleCompletion, type EditorSection, type VehicleChanges, type VehicleRecord } from '@/entities/vehicle';
import type { Failure } from '@/shared/lib/flow';
import type { vehicleEditorMachine } from './vehicle-editor.machine';
import { EDITOR_STEPS, type EditorRoute } from './vehicle-editor.steps';
import type { EditorStep } from './vehicle-editor.types';

export type VehicleEditorPhase = 'starting' | 'loading' | 'loadFailed' | 'editing' | 'saving' | 'saveFailed' | 'activating' | 'confirmingLeave' | 'left';

const PHASES: readonly VehicleEditorPhase[] = ['starting', 'loading', 'loadFailed', 'editing', 'saving', 'saveFailed', 'activating', 'confirmingLeave', 'left'];

export interface EditorStepView {
  step: EditorStep;
  route: EditorRoute;
  /** The API's completion flag of the step's section (000 §3 `infoStatuses`). */
  complete: boolean;
  /** The tab can be opened now (a new listing's other steps wait for its first save). */
  open: boolean;
}

export interface VehicleEditorView {
  phase: VehicleEditorPhase;
  step: EditorStep;
  vehicleId: number | null;
  vehicle: VehicleRecord | null;
  /** What the step's fields show: the saved vehicle with the unsaved changes over it. */
  values: VehicleChanges;
  steps: EditorStepView[];
  /** Changes not saved yet (kept in this browser until they are). */
  dirty: boolean;
  /** The last save went through and nothing changed since. */
  saved: boolean;
  busy: boolean;
  failure: Failure | null;
  canSave: boolean;
  /** Every section is complete and nothing is unsaved: PUBLISH is taken. */
  canPublish: boolean;
  canDeactivate: boolean;
  /** The sections still to complete before publishing, in tab order (000 §4). */
  missing: EditorSection[];
  /** Publishing (true) or deactivating (false) is under way. */
  activating: boolean | null;
}

/** What the editor shows and may do in a snapshot. */
export function selectVehicleEditorView(snapshot: SnapshotFrom<typeof vehicleEditorMachine>): VehicleEditorView {
  const { context } = snapshot;
  const phase = PHASES.find((p) => snapshot.matches(p)) ?? 'editing';
  const saved: VehicleChanges = context.vehicle ?? {};
  return {
    phase,
    step: context.step,
    vehicleId: context.vehicleId,
    vehicle: context.vehicle,
    values: { ...saved, ...context.changes },
    steps: EDITOR_STEPS.specs.map(({ step, route }) => ({
      step,
      route,
      complete: context.vehicle?.infoStatuses[step] ?? false,
      open: step === context.step || EDITOR_STEPS.canRevisit(step, context),
    })),
    dirty: Object.keys(context.changes).length > 0,
    saved: context.saved,
    busy: phase === 'loading' || phase === 'saving' || phase === 'starting' || phase === 'activating',
    failure: context.failure,
    canSave: snapshot.can({ type: 'SAVE' }),
    canPublish: snapshot.can({ type: 'PUBLISH' }),
    canDeactivate: snapshot.can({ type: 'DEACTIVATE', reason: '', explanation: '' }),
    missing: context.vehicle ? vehicleCompletion(context.vehicle.infoStatuses).missing : [],
    activating: context.activation?.active ?? null,
  };
}
