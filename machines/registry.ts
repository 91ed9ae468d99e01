import type { AnyStateMachine } from 'xstate';
import { bookingLifecycleMachine } from './booking-lifecycle';
import { bookingRequestMachine } from './booking-request';
import { changeRequestMachine } from './change-request';
import { handoverMachine } from './handover';
import { idVerificationMachine } from './id-verification';
import { installmentsDepositsMachine } from './installments-deposits';
import { obtrusiveModalsMachine } from './obtrusive-modals';
import { onboardingMachine } from './onboarding';
import { paymentMachine } from './payment';
import { sessionMachine } from './session';
import { vehicleEditorMachine } from './vehicle-editor';

/** Every machine of the product: the story coverage test checks each state has a story. */
export const MACHINES: Record<string, AnyStateMachine> = {
  session: sessionMachine,
  onboarding: onboardingMachine,
  obtrusiveModals: obtrusiveModalsMachine,
  payment: paymentMachine,
  bookingLifecycle: bookingLifecycleMachine,
  bookingRequest: bookingRequestMachine,
  idVerification: idVerificationMachine,
  handover: handoverMachine,
  installmentsDeposits: installmentsDepositsMachine,
  vehicleEditor: vehicleEditorMachine,
  changeRequest: changeRequestMachine,
};

/** States no user sees, with the reason they have no story. */
export const STATES_WITHOUT_STORY: Record<string, string> = {
  'bookingRequest.resuming': 'picks the saved step after a reload; never rested in',
  'bookingRequest.checkingRenter': 'passed through after a login on the way to the ID check or the purchase; never rested in',
  'bookingLifecycle.routing': 'decides the status state on every booking or clock change; never rested in',
  'onboarding.ready.modal.deciding': 'passed through on the way to open or closed; never rested in',
  'obtrusiveModals.deciding': 'passed through on the way to showing or idle; never rested in',
  'idVerification.routing': 'passed through on the way to the state the record or the e-ID answer says; never rested in',
  'handover.routing': 'decides the state from the booking on opening and after every answer; never rested in',
  'installmentsDeposits.routing': 'passed through on the way to the state the order says; never rested in',
  'vehicleEditor.starting': 'passed through on the way to loading or editing; never rested in',
  'vehicleEditor.left': 'the page has gone where the owner was going; nothing of the editor is shown',
  'changeRequest.routing': 'decides from the booking on opening and after every answer; never rested in',
  'payment.validating': 'passed through on the way to submitting, creatingPaymentMethod or failed; never rested in',
};
