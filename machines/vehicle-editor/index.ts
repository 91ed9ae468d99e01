export { vehicleEditorMachine } from './vehicle-editor.machine';
export { EDITOR_STEPS, type EditorRoute } from './vehicle-editor.steps';
export { selectVehicleEditorView, type EditorStepView, type VehicleEditorPhase, type VehicleEditorView } from './vehicle-editor.view';
export type * from './vehicle-editor.types';
export { isPublishable } from './vehicle-editor.publishing';
