export { installmentsDepositsMachine, paymentInputOf, type InstallmentsDepositsContext, type InstallmentsDepositsEvent } from './installments-deposits.machine';
export { selectInstallmentsDepositsView, type InstallmentRow, type InstallmentsDepositsPhase, type InstallmentsDepositsView } from './installments-deposits.view';
export type * from './installments-deposits.types';
