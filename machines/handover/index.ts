export { handoverMachine } from './handover.machine';
export { selectHandoverView, type HandoverState, type HandoverView } from './handover.view';
export type * from './handover.types';
