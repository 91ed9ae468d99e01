import { EDITOR_SECTIONS, type EditorSection } from '@/entities/vehicle';
import type { components } from '@/shared/api';
import type { Failure } from '@/shared/lib/flow';

type BlockReason = components['schemas']['AssetBlockReason'];

export type ActivationFailure =
  | { kind: 'incomplete'; missing: EditorSection[]; blockReason?: undefined; code: string }
  | { kind: 'blocked'; blockReason: BlockReason; missing?: undefined; code: string }
  | { kind: 'openBookings'; blockReason?: undefined; missing?: undefined; code: string }
  | { kind: 'other'; blockReason?: undefined; missing?: undefined; code: string };

const BLOCKED: Readonly<Record<string, BlockReason>> = {
  vehicle_deactivated_declined_bookings: 'declined_bookings',
  vehicle_deactivated_terms_violation: 'terms_violation',
};

/**
 * A refused publish or deactivation read for the publish step (000 §8): "activation failed" with
 * the sections the API names, the provider's block, open bookings, or anything else with its code.
 */
export function activationFailure(failure: Failure | null): ActivationFailure | null {
  if (!failure) return null;
  const code = failure.slug;
  if (code === 'vehicle_activation_failed') {
    const named = Object.keys(failure.fields ?? {});
    return { kind: 'incomplete', missing: EDITOR_SECTIONS.filter((section) => named.includes(section)), code };
  }
  const blockReason = BLOCKED[code];
  if (blockReason) return { kind: 'blocked', blockReason, code };
  if (code === 'vehicle_has_open_bookings') return { kind: 'openBookings', code };
  return { kind: 'other', code };
}
