import { msg } from '@lingui/core/macro';
import type { components } from '@/shared/api';
import { defineLabels } from '@/shared/lib/labels';
import type { PayableType, PaymentPurpose, PaymentStatus } from './types';

/** 001 §3 payment purposes. */
export const paymentPurposeLabel = defineLabels<PaymentPurpose>({
  down_payment: msg`Down payment`,
  total: msg`Full payment`,
  installment_payment: msg`Installment`,
  extra_charges: msg`Extra charges`,
  manual: msg`Manual payment`,
  other: msg`Other payment`,
});

/** What a payment pays. */
export const payableTypeLabel = defineLabels<PayableType>({
  installment: msg`Installment`,
  deposit: msg`Deposit`,
  order: msg`Booking`,
  extra_charge: msg`Extra charge`,
});

export const paymentMethodKindLabel = defineLabels<components['schemas']['PaymentMethodKind']>({
  stripe: msg`Card`,
  deposit: msg`Deposit`,
});

export const paymentStatusLabel = defineLabels<PaymentStatus>({
  requires_payment_method: msg`Waiting for a payment method`,
  requires_action: msg`Waiting for your confirmation`,
  requires_confirmation: msg`Waiting for confirmation`,
  requires_capture: msg`Authorised`,
  processing: msg`Processing`,
  succeeded: msg`Paid`,
  canceled: msg`Cancelled`,
  failed: msg`Failed`,
});

/** A saved card: ready, or still to be confirmed with the bank. */
export const paymentMethodStatusLabel = defineLabels<components['schemas']['PaymentMethodStatus']>({
  succeeded: msg`Ready to use`,
  requires_confirmation: msg`Needs confirmation`,
});
