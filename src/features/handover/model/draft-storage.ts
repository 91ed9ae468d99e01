import { EMPTY_HANDOVER_DRAFT, EXTRA_CHARGE_CATEGORIES, type HandoverDraft, type HandoverPhase, type NewExtraCharge } from '@/entities/booking';

const keyOf = (bookingId: number, phase: HandoverPhase) => `campershare:handover:${bookingId}:${phase}`;
const isEmpty = (draft: HandoverDraft) => JSON.stringify(draft) === JSON.stringify(EMPTY_HANDOVER_DRAFT);

const isCharge = (value: unknown): value is NewExtraCharge => {
  const charge = value as Partial<Record<keyof NewExtraCharge, unknown>> | null;
  return (
    typeof charge === 'object' &&
    charge !== null &&
    (EXTRA_CHARGE_CATEGORIES as readonly unknown[]).includes(charge.category) &&
    Number.isInteger(charge.amount) &&
    (charge.amount as number) > 0 &&
    typeof charge.description === 'string'
  );
};

/** A kept draft with the current fields, or null: anything corrupt or of another shape is dropped, never trusted. */
function parse(text: string | null): HandoverDraft | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const strings = ['mileage', 'idLastFour', 'comment'] as const;
    const flags = ['drivingLicenseChecked', 'depositPaidConfirmed'] as const;
    if (!strings.every((k) => typeof value[k] === 'string') || !flags.every((k) => typeof value[k] === 'boolean')) return null;
    const fuel = value['fuelEighths'];
    if (fuel !== null && !(Number.isInteger(fuel) && (fuel as number) >= 0 && (fuel as number) <= 8)) return null;
    // A draft kept before check-out had extra costs has none; a list with anything else in it is not trusted.
    const charges = value['extraCharges'] ?? [];
    if (!Array.isArray(charges) || !charges.every(isCharge)) return null;
    if (typeof (value['insuranceClaimIntent'] ?? false) !== 'boolean') return null;
    return { ...EMPTY_HANDOVER_DRAFT, ...(value as unknown as HandoverDraft) };
  } catch {
    return null;
  }
}

/**
 * The owner's form, kept in this browser per booking and phase, so a reload, a closed tab or a
 * dead battery in the car park loses nothing typed; it is forgotten once the API has it.
 */
export const draftStorage = {
  read(bookingId: number, phase: HandoverPhase): HandoverDraft | null {
    try {
      return parse(localStorage.getItem(keyOf(bookingId, phase)));
    } catch {
      return null;
    }
  },
  write(bookingId: number, phase: HandoverPhase, draft: HandoverDraft): void {
    try {
      if (isEmpty(draft)) localStorage.removeItem(keyOf(bookingId, phase));
      else localStorage.setItem(keyOf(bookingId, phase), JSON.stringify(draft));
    } catch {
      // Storage full or blocked (private mode): the form still works, it only is not kept.
    }
  },
};
