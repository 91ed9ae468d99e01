export { idVerificationMachine } from './id-verification.machine';
export { selectIdVerificationView, type IdVerificationPhase, type IdVerificationView } from './id-verification.view';
export type * from './id-verification.types';
