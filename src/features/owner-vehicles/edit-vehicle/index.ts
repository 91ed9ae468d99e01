export { VehicleEditor, type VehicleEditorProps } from './ui/vehicle-editor';
export { VehicleEditorScreen, type VehicleEditorScreenProps } from './ui/vehicle-editor-screen';
export { photoProblemLabel } from './model/photo-problems';
// The owner's calendar page (#24) blocks and frees days with the availability step's calls and form.
export { UnavailablePeriodDialog, type UnavailablePeriodDialogProps } from './ui/unavailable-period-dialog';
export { availabilityKey, deleteUnavailablePeriod, saveUnavailablePeriod, vehicleCalendarQuery, type VehicleCalendar } from './api/availability-requests';
export { readPeriodDraft, storePeriodDraft, type PeriodDraft } from './model/period-draft';
