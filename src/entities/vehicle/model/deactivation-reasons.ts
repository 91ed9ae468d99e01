import { msg } from '@lingui/core/macro';
import { defineLabels } from '@/shared/lib/labels';

/**
 * Why an owner takes a vehicle off the marketplace (000 §5: a reason with an explanation). The
 * contract takes the reason as free text; these are the choices the editor offers, sent by key.
 * Only the editor shows them (lingui.config.ts: the `editor` catalog only).
 */
export const DEACTIVATION_REASONS = ['sold', 'own_use', 'repair', 'pause', 'other'] as const;
export type DeactivationReason = (typeof DEACTIVATION_REASONS)[number];

export const deactivationReasonLabel = defineLabels<DeactivationReason>({
  sold: msg`The vehicle is sold`,
  own_use: msg`I want to use it myself`,
  repair: msg`It needs repair`,
  pause: msg`I am taking a break from renting out`,
  other: msg`Another reason`,
});
