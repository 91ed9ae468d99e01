import { msg } from '@lingui/core/macro';
import type { components } from '@/shared/api';
import { defineLabels } from '@/shared/lib/labels';

type S = components['schemas'];

/** 001 §9 seasons: high June to August, low September to May. */
export const seasonLabel = defineLabels<S['PricingExample']['season']>({
  high: msg`High season`,
  low: msg`Low season`,
});
