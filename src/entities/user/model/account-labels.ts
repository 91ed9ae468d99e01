import { msg } from '@lingui/core/macro';
import type { components } from '@/shared/api';
import { defineLabels } from '@/shared/lib/labels';

type S = components['schemas'];

export const genderLabel = defineLabels<S['Gender']>({
  female: msg`Female`,
  male: msg`Male`,
  // Its own context: German words the gender "Divers", not the "Sonstiges" of other lists.
  other: msg({ message: 'Other', context: 'gender' }),
});

export const userRoleLabel = defineLabels<S['UserRole']>({
  renter: msg`Renter`,
  owner: msg`Owner`,
  editor: msg`Editor`,
  admin: msg`Administrator`,
});

/** The two lists of a user's reviews. */
export const reviewListLabel = defineLabels<'received' | 'written'>({
  received: msg`Reviews received`,
  written: msg`Reviews written`,
});

/** The owner's bank account for payouts. */
export const bankAccountStatusLabel = defineLabels<NonNullable<S['BankAccount']['status']>>({
  new: msg`Added`,
  validated: msg`Checked`,
  verified: msg`Verified`,
  verification_failed: msg`Verification failed`,
  errored: msg`Could not be checked`,
});

/** The owner's account with the payment provider. */
export const payoutAccountStatusLabel = defineLabels<S['StripeAccountVerificationStatus']>({
  unverified: msg`Not verified`,
  pending: msg`Being verified`,
  verified: msg`Verified`,
  requires_information: msg`More information needed`,
});

/** The credit check before a booking (001 §8). */
export const creditReportOutcomeLabel = defineLabels<S['CreditReportOutcome']>({
  approved: msg`Approved`,
  remarks: msg`Approved with remarks`,
  rejected: msg`Rejected`,
  blocked: msg`Blocked`,
  failed: msg`Could not be checked`,
});
