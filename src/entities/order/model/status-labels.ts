import { msg } from '@lingui/core/macro';
import type { components } from '@/shared/api';
import { defineLabels } from '@/shared/lib/labels';
import type { DepositStatus, InstallmentStatus, OrderStatus, TransferStatus, TransferType } from './types';

/** 001 §4 order statuses. */
export const orderStatusLabel = defineLabels<OrderStatus>({
  pending_owner_confirmation: msg`Waiting for the owner`,
  open: msg`Open`,
  canceled: msg`Cancelled`,
  pending: msg`Pending`,
  payable: msg`Due`,
  paid: msg`Paid`,
  voided: msg`Voided`,
  expired: msg`Expired`,
});

/** 001 §4: an installment is paid later, is due now, is paid, or was not paid in time. */
export const installmentStatusLabel = defineLabels<InstallmentStatus>({
  pending: msg`Later`,
  payable: msg`Due`,
  paid: msg`Paid`,
  expired: msg`Overdue`,
});

/** 001 §4: the installment statuses plus closed (released or settled after the trip). */
export const depositStatusLabel = defineLabels<DepositStatus>({
  pending: msg`Later`,
  payable: msg`Due`,
  paid: msg`Paid`,
  expired: msg`Overdue`,
  closed: msg`Closed`,
});

/** 001 §3 an installment's refund. */
export const refundStatusLabel = defineLabels<components['schemas']['RefundStatus']>({
  pending: msg`Refund pending`,
  succeeded: msg`Refunded`,
  failed: msg`Refund failed`,
});

/** 001 §3 transfers to the owner. */
export const transferStatusLabel = defineLabels<TransferStatus>({
  pending: msg`Pending`,
  succeeded: msg`Paid out`,
  failed: msg`Failed`,
});

export const transferTypeLabel = defineLabels<TransferType>({
  total: msg`Rental`,
  installment: msg`Installment`,
  extra_charges: msg`Extra charges`,
  deposit: msg`Deposit`,
  manual: msg`Manual transfer`,
});
