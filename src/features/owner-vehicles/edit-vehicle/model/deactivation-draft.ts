/** The deactivate dialog as the owner has filled it in: the reason's key and the explanation. */
export interface DeactivationDraft {
  reason: string;
  explanation: string;
}

const keyOf = (vehicleId: number) => `vehicle-deactivation-draft:${vehicleId}`;

/**
 * The open deactivate dialog survives a reload or a lost connection in this tab (sessionStorage),
 * as the unavailable-period form does; it is dropped once sent or cancelled. A damaged entry, or
 * storage that refuses, only means no draft.
 */
export function readDeactivationDraft(vehicleId: number): DeactivationDraft | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(keyOf(vehicleId)) ?? 'null') as Partial<DeactivationDraft> | null;
    if (!stored || typeof stored.reason !== 'string' || typeof stored.explanation !== 'string') return null;
    return { reason: stored.reason, explanation: stored.explanation };
  } catch {
    return null;
  }
}

export function storeDeactivationDraft(vehicleId: number, draft: DeactivationDraft | null): void {
  try {
    if (draft) sessionStorage.setItem(keyOf(vehicleId), JSON.stringify(draft));
    else sessionStorage.removeItem(keyOf(vehicleId));
  } catch {
    // No draft then.
  }
}
