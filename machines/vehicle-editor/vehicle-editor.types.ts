import type { VehicleChanges, VehicleRecord } from '@/entities/vehicle';
import type { Failure } from '@/shared/lib/flow';

/** The editor's steps that are built, in the order of the editor's tabs (000 §2). */
export type EditorStep =
  | 'basic'
  | 'images'
  | 'equipment'
  | 'location'
  | 'pricing'
  | 'rules'
  | 'cancellation'
  | 'checkinCheckout'
  | 'availability'
  | 'insurance'
  | 'description'
  | 'activation';

export interface VehicleEditorInput {
  /** The vehicle being edited; null for a new listing (`/publish-vehicle`), created by the first save. */
  vehicleId: number | null;
  /** The step the URL opened. */
  step: EditorStep;
  /** What the owner typed and had not saved, kept in this browser (a reload or a lost connection loses nothing). */
  draft: VehicleChanges | null;
}

export interface VehicleEditorContext {
  vehicleId: number | null;
  vehicle: VehicleRecord | null;
  step: EditorStep;
  /** The owner's changes not saved yet, over the vehicle's fields. */
  changes: VehicleChanges;
  /** The last save went through and nothing changed since. */
  saved: boolean;
  failure: Failure | null;
  /** What is being sent while publishing or deactivating. */
  activation: Activation | null;
}

/** The actors the app provides (`vehicleEditorMachine.provide({ actors })`), by name. */
export interface VehicleEditorActorTypes {
  /** `GET /assets/{id}`. */
  loadVehicle: { input: { vehicleId: number }; output: VehicleRecord };
  /** `POST /assets` for a new listing (its first save), else `PUT /assets/{id}` with the changes. */
  saveVehicle: { input: { vehicleId: number | null; changes: VehicleChanges }; output: VehicleRecord };
  /** `PUT /assets/{id}` with `isActive` (and the reason and explanation of a deactivation). */
  setActivation: { input: { vehicleId: number; activation: Activation }; output: VehicleRecord };
}

/** Publishing, or taking the vehicle off the marketplace with the owner's reason (000 §4, §5). */
export type Activation = { active: true } | { active: false; reason: string; explanation: string };

export type VehicleEditorEvent =
  /** The step's fields as the owner has them now, where they differ from the saved vehicle. */
  | { type: 'CHANGE'; changes: VehicleChanges }
  | { type: 'SAVE' }
  | { type: 'RETRY' }
  /** Another step's tab (or its URL). */
  | { type: 'GO_TO'; step: EditorStep }
  /** The owner is leaving the editor (a link, Back): asked first when changes are not saved. */
  | { type: 'LEAVE' }
  | { type: 'STAY' }
  /** Leaves and forgets the unsaved changes. */
  | { type: 'DISCARD' }
  /** Publish the vehicle (its sections complete, the owner confirmed it in the verify-vehicle dialog). */
  | { type: 'PUBLISH' }
  | { type: 'DEACTIVATE'; reason: string; explanation: string }
  /**
   * The vehicle as the API has it after a call outside the editor's Save: a photo uploaded or
   * deleted changes its completion, own insurance cover confirmed turns platform insurance off.
   */
  | { type: 'VEHICLE_CHANGED'; vehicle: VehicleRecord };
