import type { components } from '@/shared/api';
import { parseAmount } from '@/shared/lib/money';

type S = components['schemas'];
export type AssetDamage = S['AssetDamage'];
export type CompensationMode = S['CompensationMode'];
export type DamageImageType = S['DamageImageType'];

/** 000 §3: the compensation modes in the order the owner picks from. */
export const COMPENSATION_MODES = ['none', 'fixed_amount', 'pending_amount', 'insurance_claim'] as const satisfies readonly CompensationMode[];
export const DAMAGE_IMAGE_TYPES = ['overview', 'closeup'] as const satisfies readonly DamageImageType[];

// The contract's maxima (AssetDamageWrite).
export const DAMAGE_LOCATION_MAX = 255;
export const DAMAGE_TEXT_MAX = 5000;
/** The contract's most images and documents sent with one damage. */
export const DAMAGE_FILES_MAX = 20;

/** The complete-damage modal as typed: every field a string, so it is kept over a reload as it is. */
export interface DamageDraft {
  location: string;
  description: string;
  courseOfEvents: string;
  compensationMode: CompensationMode | '';
  /** In major units, as typed; for a fixed amount, and for a pending amount once the owner knows it. */
  amount: string;
}

export const EMPTY_DAMAGE_DRAFT: DamageDraft = { location: '', description: '', courseOfEvents: '', compensationMode: '', amount: '' };

export type DamageFieldError =
  | 'location_required'
  | 'location_too_long'
  | 'description_required'
  | 'description_too_long'
  | 'course_required'
  | 'course_too_long'
  | 'mode_required'
  | 'amount_required'
  | 'amount_invalid'
  | 'amount_zero'
  | 'amount_after_deadline';

export type DamageErrors = Partial<Record<'location' | 'description' | 'courseOfEvents' | 'compensationMode' | 'amount', DamageFieldError>>;

const textError = (text: string, max: number, required: DamageFieldError, tooLong: DamageFieldError): DamageFieldError | undefined =>
  text.trim() === '' ? required : text.length > max ? tooLong : undefined;

/** A damage as the modal opens it for editing (amounts in minor units shown in major units). */
export function damageDraftOf(damage: AssetDamage): DamageDraft {
  const amount = damage.compensationAmount;
  return {
    location: damage.location,
    description: damage.description,
    courseOfEvents: damage.courseOfEvents ?? '',
    compensationMode: damage.compensationMode,
    amount: amount === null || amount === undefined ? '' : (amount / 100).toFixed(2),
  };
}

/**
 * 001 §5: a damage needs its description, location, course of events and compensation mode. A
 * fixed amount needs the amount; a pending amount may follow, but only until its deadline
 * (`pendingAmountOpen`, see `pendingAmountDue`).
 */
export function damageErrors(draft: DamageDraft, pendingAmountOpen = true): DamageErrors {
  const errors: DamageErrors = {
    location: textError(draft.location, DAMAGE_LOCATION_MAX, 'location_required', 'location_too_long'),
    description: textError(draft.description, DAMAGE_TEXT_MAX, 'description_required', 'description_too_long'),
    courseOfEvents: textError(draft.courseOfEvents, DAMAGE_TEXT_MAX, 'course_required', 'course_too_long'),
    compensationMode: draft.compensationMode === '' ? 'mode_required' : undefined,
    amount: amountError(draft, pendingAmountOpen),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as DamageErrors;
}

function amountError(draft: DamageDraft, pendingAmountOpen: boolean): DamageFieldError | undefined {
  const typed = draft.amount.trim();
  if (draft.compensationMode === 'fixed_amount' && typed === '') return 'amount_required';
  if (draft.compensationMode !== 'fixed_amount' && draft.compensationMode !== 'pending_amount') return undefined;
  if (typed === '') return undefined;
  const minor = parseAmount(typed);
  if (minor === null) return 'amount_invalid';
  if (minor === 0) return 'amount_zero';
  return draft.compensationMode === 'pending_amount' && !pendingAmountOpen ? 'amount_after_deadline' : undefined;
}

/** What `POST /asset-damages` and `PUT /asset-damages/{id}` take from a valid draft; null while a field is wrong. */
export function damageWriteOf(draft: DamageDraft, pendingAmountOpen = true): Required<Pick<S['AssetDamageWrite'], 'location' | 'description' | 'courseOfEvents' | 'compensationMode' | 'compensationAmount'>> | null {
  if (draft.compensationMode === '' || Object.keys(damageErrors(draft, pendingAmountOpen)).length > 0) return null;
  const amount = draft.compensationMode === 'fixed_amount' || draft.compensationMode === 'pending_amount' ? parseAmount(draft.amount) : null;
  return {
    location: draft.location.trim(),
    description: draft.description.trim(),
    courseOfEvents: draft.courseOfEvents.trim(),
    compensationMode: draft.compensationMode,
    compensationAmount: amount,
  };
}
