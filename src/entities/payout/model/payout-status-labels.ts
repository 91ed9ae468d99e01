import { msg } from '@lingui/core/macro';
import type { components } from '@/shared/api';
import { defineLabels } from '@/shared/lib/labels';

/** A payout to the owner's bank account (001 §3, paid 5 to 10 working days after it is sent). */
export const payoutStatusLabel = defineLabels<components['schemas']['PayoutStatus']>({
  pending: msg`Pending`,
  in_transit: msg`On its way`,
  paid: msg`Paid out`,
  failed: msg`Failed`,
  canceled: msg`Cancelled`,
});
