export { VehicleEditor, type VehicleEditorProps } from './ui/vehicle-editor';
export { VehicleEditorScreen, type VehicleEditorScreenProps } from './ui/vehicle-editor-screen';
export { photoProblemLabel } from './model/photo-problems';
