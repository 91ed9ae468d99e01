import { msg } from '@lingui/core/macro';
import type { InsuranceLimitation } from '@/entities/booking';
import { defineLabels } from '@/shared/lib/labels';

/** What each limitation of 001 §5 means for this booking. */
export const insuranceLimitationLabel = defineLabels<InsuranceLimitation>({
  swiss_residents_only: msg`Insurance limited to Swiss and Liechtenstein residents: you cannot add the Swiss insurer's cover as you do not live in Switzerland or Liechtenstein.`,
  too_heavy: msg`This vehicle weighs over 7,500 kg: the platform's insurance does not cover it.`,
  odometer_over_limit: msg`This vehicle has driven 300,000 km or more: the platform's insurance does not cover it.`,
});
