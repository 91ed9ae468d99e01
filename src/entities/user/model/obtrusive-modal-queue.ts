import type { RouteName } from '@/shared/routing';

export type ObtrusiveModal =
  /** `required` on the pages that need a name (they cannot be used without one); closeable elsewhere. */
  | { kind: 'select-name'; required: boolean }
  | { kind: 'accept-terms' }
  | { kind: 'confirm-contact-details' }
  | { kind: 'interior-insurance-opt-in' }
  | { kind: 'confirm-insurance-details'; vehicleId: number }
  | { kind: 'missing-bank-account' };

export type ObtrusiveModalKind = ObtrusiveModal['kind'];

export interface ObtrusiveUser {
  role: string;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  phone?: string | null;
  street?: string | null;
  address?: string | null;
  zipCode?: string | null;
  city?: string | null;
  country?: string | null;
  mustAcceptNewTerms: boolean;
  contactDetailsConfirmedAt?: string | null;
  askedToOptInForOmocomInteriorInsuranceAddon?: boolean;
  isOmocomMarket?: boolean;
  hasBankAccount?: boolean;
  confirmedBookings?: number;
}

export interface ObtrusiveVehicle {
  id: number;
  isActive: boolean;
  hasPlatformInsurance?: boolean;
  insuranceCompany?: string | null;
  gasTankChangeConfirmed?: boolean;
}

export interface ObtrusiveQueueInput {
  user: ObtrusiveUser;
  isImpersonating: boolean;
  /** The owner's vehicles; undefined until loaded (the modals that need them wait). */
  vehicles: readonly ObtrusiveVehicle[] | undefined;
  /** The route shown, for the modals whose own page fixes what they ask. */
  route: RouteName | undefined;
  now: Date;
}

/** 002 §4.3: re-prompt when the last confirmation is older than "about one month". */
export const CONTACT_DETAILS_RECONFIRM_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * Pages where the user fixes what a modal asks about. There the modal, and those after it,
 * wait, so the page can be used.
 */
const FIX_PAGES: Partial<Record<ObtrusiveModalKind, readonly RouteName[]>> = {
  'select-name': ['profile', 'owner-complete-profile'],
  'confirm-contact-details': ['profile', 'owner-complete-profile', 'account'],
  'missing-bank-account': ['economy-settings'],
};

const filled = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() !== '';

/** Name, e-mail, mobile number and postal address: what a renter uses to reach the owner. */
export function hasCompleteContactDetails(user: ObtrusiveUser): boolean {
  const street = filled(user.street) || filled(user.address);
  return [user.firstName, user.lastName, user.email, user.phone, user.zipCode, user.city, user.country].every(filled) && street;
}

/** 002 §4.3: owners whose details are complete, never confirmed or confirmed more than about a month ago. */
export function needsContactDetailsConfirmation(user: ObtrusiveUser, now: Date): boolean {
  if (user.role !== 'owner' || !hasCompleteContactDetails(user)) return false;
  if (!user.contactDetailsConfirmedAt) return true;
  const confirmed = Date.parse(user.contactDetailsConfirmedAt);
  return Number.isNaN(confirmed) || now.getTime() - confirmed > CONTACT_DETAILS_RECONFIRM_DAYS * DAY_MS;
}

/**
 * Ours (the spec names the modal, not its trigger): an owner in a market of the Nordic insurer,
 * not yet asked, with a published vehicle on platform insurance; the add-on is sold with that
 * insurance, to renters, so it matters once the vehicle can be booked.
 */
export function needsInteriorInsuranceOptIn(user: ObtrusiveUser, vehicles: readonly ObtrusiveVehicle[]): boolean {
  return (
    user.role === 'owner' &&
    user.isOmocomMarket === true &&
    user.askedToOptInForOmocomInteriorInsuranceAddon !== true &&
    vehicles.some((v) => v.isActive && v.hasPlatformInsurance === true)
  );
}

/**
 * Ours (the spec names the modal, not its trigger): a published vehicle whose insurance the
 * owner has not confirmed: neither platform insurance nor an own insurer, or platform insurance
 * without the gas-tank statement the insurance requires (000 §4, §5).
 */
export function needsInsuranceConfirmation(vehicle: ObtrusiveVehicle): boolean {
  if (!vehicle.isActive) return false;
  if (vehicle.hasPlatformInsurance) return vehicle.gasTankChangeConfirmed === false;
  return !filled(vehicle.insuranceCompany);
}

/**
 * Pages a user cannot use without a name (ours; 002 §4.5 names the select-name modal only): the
 * booking flow and a booking, where the other party is told who books or rents out, and the
 * messages, which are signed with it. Elsewhere the modal may be closed for the visit.
 */
export const PAGES_NEEDING_A_NAME: readonly RouteName[] = [
  'book',
  'book-about-you',
  'book-customize',
  'book-insurance',
  'book-login',
  'book-verify-id',
  'book-purchase',
  'booking',
  'booking-checkin',
  'booking-checkout',
  'messages',
];

/** A renter or owner without a first or last name (a social sign-up whose provider gave none). */
export const needsName = (user: ObtrusiveUser): boolean => (user.role === 'renter' || user.role === 'owner') && !(filled(user.firstName) && filled(user.lastName));

/** 002 §4.2: an owner with no bank account and confirmed bookings above zero. */
export const needsBankAccount = (user: ObtrusiveUser): boolean =>
  user.role === 'owner' && user.hasBankAccount === false && (user.confirmedBookings ?? 0) > 0;

/**
 * The obtrusive modals after login: the name when it is missing (ours), then the order 002 §4.3 gives (accept new terms, confirm
 * contact details, opt in to interior insurance, confirm insurance details), then the missing
 * bank account (002 §4.2). New terms are not asked of admins nor during impersonation; ours:
 * none of the others are asked during impersonation either, since an admin must not answer for
 * the user and the modals cannot be closed.
 */
export function obtrusiveModalQueue({ user, isImpersonating, vehicles, route, now }: ObtrusiveQueueInput): ObtrusiveModal[] {
  if (isImpersonating) return [];
  const queue: ObtrusiveModal[] = [];
  // First: the other modals and every page that names the user need the name.
  if (needsName(user)) queue.push({ kind: 'select-name', required: route !== undefined && PAGES_NEEDING_A_NAME.includes(route) });
  if (user.mustAcceptNewTerms && user.role !== 'admin') queue.push({ kind: 'accept-terms' });
  if (needsContactDetailsConfirmation(user, now)) queue.push({ kind: 'confirm-contact-details' });
  if (user.role === 'owner' && vehicles) {
    if (needsInteriorInsuranceOptIn(user, vehicles)) queue.push({ kind: 'interior-insurance-opt-in' });
    for (const vehicle of vehicles) {
      if (needsInsuranceConfirmation(vehicle)) queue.push({ kind: 'confirm-insurance-details', vehicleId: vehicle.id });
    }
  }
  if (needsBankAccount(user)) queue.push({ kind: 'missing-bank-account' });
  const waiting = route === undefined ? -1 : queue.findIndex((modal) => FIX_PAGES[modal.kind]?.includes(route));
  return waiting === -1 ? queue : queue.slice(0, waiting);
}

/** One key per modal, so a modal answered once is not shown again while the data catches up. */
export const obtrusiveModalKey = (modal: ObtrusiveModal): string =>
  modal.kind === 'confirm-insurance-details' ? `${modal.kind}:${modal.vehicleId}` : modal.kind;
