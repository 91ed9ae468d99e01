import { msg } from '@lingui/core/macro';
import type { components } from '@/shared/api';
import { defineLabels } from '@/shared/lib/labels';

/** 002 §4.10: a payout to the owner's bank account; pending is shown as "Started", in transit as "Payment pending". */
export const payoutStatusLabel = defineLabels<components['schemas']['PayoutStatus']>({
  pending: msg`Started`,
  in_transit: msg`Payment pending`,
  paid: msg`Paid`,
  failed: msg`Failed`,
  canceled: msg`Cancelled`,
});
