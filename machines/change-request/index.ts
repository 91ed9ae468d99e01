export { changeRequestMachine, type ChangeRequestContext, type ChangeRequestEvent } from './change-request.machine';
export { selectChangeRequestView, type ChangeRequestPhase, type ChangeRequestView } from './change-request.view';
export type * from './change-request.types';
