const keyOf = (bookingId: number) => `campershare:additional-driver:${bookingId}`;

/**
 * The name typed in the additional-driver dialog, kept in this browser per booking until it is
 * saved or the dialog is closed, so a reload or a lost connection loses nothing typed.
 */
export const driverNameDraft = {
  read(bookingId: number): string | undefined {
    try {
      return localStorage.getItem(keyOf(bookingId)) ?? undefined;
    } catch {
      return undefined;
    }
  },
  write(bookingId: number, name: string | undefined): void {
    try {
      if (name) localStorage.setItem(keyOf(bookingId), name);
      else localStorage.removeItem(keyOf(bookingId));
    } catch {
      // Storage full or blocked (private mode): the form still works, it only is not kept.
    }
  },
};
