import { createStepTable } from '@/shared/lib/flow';
import type { EditorStep, VehicleEditorContext } from './vehicle-editor.types';

export type EditorRoute =
  | 'edit-vehicle-basic'
  | 'edit-vehicle-images'
  | 'edit-vehicle-equipment'
  | 'edit-vehicle-pricing'
  | 'edit-vehicle-rules'
  | 'edit-vehicle-cancellation'
  | 'edit-vehicle-checkin-checkout'
  | 'edit-vehicle-availability'
  | 'edit-vehicle-description'
  | 'edit-vehicle-activation'
  | 'edit-vehicle-location'
  | 'edit-vehicle-insurance';

/**
 * The editor's steps, declared once (tab order of 000 §2). Every step but the first needs the
 * vehicle to exist, which its first save does; a step is complete by the API's `infoStatuses`.
 */
export const EDITOR_STEPS = createStepTable<EditorStep, EditorRoute, VehicleEditorContext>([
  { step: 'basic', route: 'edit-vehicle-basic', done: (context) => context.vehicle !== null, editable: true, inProgress: true },
  // Each photo is sent, rotated, moved and deleted on its own, at once: not by the editor's Save.
  { step: 'images', route: 'edit-vehicle-images', editable: true, inProgress: true },
  { step: 'equipment', route: 'edit-vehicle-equipment', editable: true, inProgress: true },
  { step: 'location', route: 'edit-vehicle-location', editable: true, inProgress: true },
  { step: 'pricing', route: 'edit-vehicle-pricing', editable: true, inProgress: true },
  { step: 'rules', route: 'edit-vehicle-rules', editable: true, inProgress: true },
  { step: 'cancellation', route: 'edit-vehicle-cancellation', editable: true, inProgress: true },
  { step: 'checkinCheckout', route: 'edit-vehicle-checkin-checkout', editable: true, inProgress: true },
  // Unavailable periods are saved one by one from the step, not by the editor's Save.
  { step: 'availability', route: 'edit-vehicle-availability', editable: true, inProgress: true },
  { step: 'insurance', route: 'edit-vehicle-insurance', editable: true, inProgress: true },
  { step: 'description', route: 'edit-vehicle-description', editable: true, inProgress: true },
  // Publishing and deactivating: sent by their own events, not by the editor's Save.
  { step: 'activation', route: 'edit-vehicle-activation', editable: true, inProgress: true },
]);
