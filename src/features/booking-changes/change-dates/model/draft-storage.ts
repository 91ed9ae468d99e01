import type { ChangeDraft } from '@machines/change-request';

const keyOf = (bookingId: number) => `campershare:change-dates:${bookingId}`;

/** A kept draft with the current fields, or undefined: anything corrupt or of another shape is dropped. */
function parse(text: string | null): ChangeDraft | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    return ['fromDate', 'toDate', 'message'].every((key) => typeof value[key] === 'string') ? (value as unknown as ChangeDraft) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The renter's new dates and message, kept in this browser per booking while the dialog is open,
 * so a reload or a lost connection loses nothing typed; forgotten once sent or closed.
 */
export const changeDraftStorage = {
  read(bookingId: number): ChangeDraft | undefined {
    try {
      return parse(localStorage.getItem(keyOf(bookingId)));
    } catch {
      return undefined;
    }
  },
  write(bookingId: number, draft: ChangeDraft | undefined): void {
    try {
      if (draft) localStorage.setItem(keyOf(bookingId), JSON.stringify(draft));
      else localStorage.removeItem(keyOf(bookingId));
    } catch {
      // Storage full or blocked (private mode): the form still works, it only is not kept.
    }
  },
};
