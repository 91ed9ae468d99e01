/**
 * Where a user goes right after logging in or signing up (002 §4.2). Pure: the caller gathers
 * the inputs (API, cookie, local storage) and carries the answer out.
 */

/** A renter's booking as the rules read it. */
export interface RenterBookingSummary {
  id: number;
  /** The booking's ecommerceStatus (001 §4). */
  status: string;
  toDate: string;
  completedAt?: string | null;
}

/** An owner's vehicle as the rules read it. */
export interface OwnerVehicleSummary {
  isActive: boolean;
  activationCount: number;
}

export interface AfterLoginInput {
  role: 'renter' | 'owner' | 'editor' | 'admin';
  /** A vehicle a guest hearted before logging in (002 §4.9). */
  pendingFavoriteId?: number | undefined;
  /**
   * A message to an owner a guest wrote before logging in (000 §7): it is sent from the page it
   * was written on, so the user stays there. The spec's rules do not name it; it is treated like
   * the favourite of rule 1, the other action a guest starts before the login.
   */
  hasPendingMessage?: boolean;
  /** The stored redirect cookie: the page a guard turned the visitor away from. */
  redirectTarget?: string | undefined;
  /** The user's bookings as renter (empty for others). */
  bookings: readonly RenterBookingSummary[];
  /** The user's vehicles as owner (empty for others). */
  vehicles: readonly OwnerVehicleSummary[];
  renterAccess: boolean;
}

export type AfterLoginRoute = 'booking' | 'bookings' | 'getting-started' | 'owner-dashboard' | 'edit-vehicles';

export type AfterLoginDestination =
  /** Nothing to go to: stay where the login happened (optionally after saving the favourite). */
  | { kind: 'stay'; addFavorite?: number }
  | { kind: 'path'; path: string }
  | { kind: 'route'; name: AfterLoginRoute; params?: { id: number } };

const OPEN = new Set(['pending_confirmation', 'confirmed', 'active']);
const CONFIRMED_OR_ACTIVE = new Set(['confirmed', 'active']);

const finishedAt = (booking: RenterBookingSummary) => booking.completedAt ?? booking.toDate;

/** A vehicle counts as activated once it is active or has ever been activated (000 §4). */
const wasEverActivated = (vehicle: OwnerVehicleSummary) => vehicle.isActive || vehicle.activationCount > 0;

function renterDestination(bookings: readonly RenterBookingSummary[]): AfterLoginDestination {
  const confirmedOrActive = bookings.filter((b) => CONFIRMED_OR_ACTIVE.has(b.status));
  // Rule 3 before rule 4: one trip under way or confirmed is what the renter came for, even with
  // other requests pending.
  const [only] = confirmedOrActive;
  if (confirmedOrActive.length === 1 && only) return { kind: 'route', name: 'booking', params: { id: only.id } };

  const open = bookings.filter((b) => OPEN.has(b.status));
  const pending = bookings.filter((b) => b.status === 'pending_confirmation');
  if (open.length > 1 || pending.length > 0) return { kind: 'route', name: 'bookings' };

  // Rule 5: drafts, ended-but-not-settled and cancelled bookings are nothing to show, so "only
  // completed" means no open booking and at least one completed one.
  const completed = bookings.filter((b) => b.status === 'completed');
  const latest = completed.reduce<RenterBookingSummary | undefined>(
    (best, b) => (best === undefined || finishedAt(b) > finishedAt(best) ? b : best),
    undefined,
  );
  if (latest) return { kind: 'route', name: 'booking', params: { id: latest.id } };
  return { kind: 'stay' };
}

function ownerDestination(vehicles: readonly OwnerVehicleSummary[], renterAccess: boolean): AfterLoginDestination {
  if (!vehicles.some(wasEverActivated)) return { kind: 'route', name: 'getting-started' };
  if (renterAccess && vehicles.some((v) => v.isActive)) return { kind: 'route', name: 'owner-dashboard' };
  return { kind: 'route', name: 'edit-vehicles' };
}

/** The eight rules of 002 §4.2, first match wins. Editors and admins have no rule: they stay. */
export function afterLoginDestination(input: AfterLoginInput): AfterLoginDestination {
  if (input.pendingFavoriteId !== undefined) return { kind: 'stay', addFavorite: input.pendingFavoriteId };
  if (input.hasPendingMessage) return { kind: 'stay' };
  if (input.redirectTarget) return { kind: 'path', path: input.redirectTarget };
  if (input.role === 'renter') return renterDestination(input.bookings);
  if (input.role === 'owner') return ownerDestination(input.vehicles, input.renterAccess);
  return { kind: 'stay' };
}

/** True when the rules can decide without the user's bookings and vehicles (rules 1 and 2, or no role rule). */
export const decidesWithoutAccountData = (input: Pick<AfterLoginInput, 'role' | 'pendingFavoriteId' | 'hasPendingMessage' | 'redirectTarget'>): boolean =>
  input.pendingFavoriteId !== undefined ||
  Boolean(input.hasPendingMessage) ||
  Boolean(input.redirectTarget) ||
  (input.role !== 'renter' && input.role !== 'owner');
