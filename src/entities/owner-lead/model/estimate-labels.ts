import { msg } from '@lingui/core/macro';
import { defineLabels } from '@/shared/lib/labels';
import type { EstimatePartKey } from './earnings-estimate';

/** The rows of the earnings estimate (000 §2 price calculator); the seasons name their weeks. */
export const estimatePartLabel = defineLabels<EstimatePartKey>({
  high_season: msg`High season: {weeks} weeks at {weekly} a week`,
  low_season: msg`Low season: {weeks} weeks at {weekly} a week`,
  service_fee: msg`Service fee`,
  other: msg`Other`,
});
