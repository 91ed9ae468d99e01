export { currentObtrusiveModal, isDismissable, obtrusiveModalsMachine, type ObtrusiveModalsContext, type ObtrusiveModalsEmitted, type ObtrusiveModalsEvent } from './obtrusive-modals.machine';
export { selectObtrusiveModalsView, type ObtrusiveModalsView, type ObtrusivePhase } from './obtrusive-modals.view';
export type * from './obtrusive-modals.types';
