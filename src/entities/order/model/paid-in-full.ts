import type { DepositStatus, InstallmentStatus } from './types';

interface PayableOrder {
  installments?: readonly { status: InstallmentStatus }[];
  deposit?: { status: DepositStatus } | null;
}

/**
 * 001 §4: the renter cannot check in before the booking is paid in full, deposit included. Every
 * installment is paid and the card deposit reserved (`paid`); a cash deposit is paid at the
 * handover itself, so it does not count here.
 */
export function isPaidInFull(order: PayableOrder | null | undefined, { cashDeposit }: { cashDeposit: boolean }): boolean {
  if (!order) return false;
  const installmentsPaid = (order.installments ?? []).every((installment) => installment.status === 'paid');
  const depositPaid = cashDeposit || !order.deposit || order.deposit.status === 'paid';
  return installmentsPaid && depositPaid;
}
