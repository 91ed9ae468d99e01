import { isApiError } from '@/shared/api';

/** What the user's account allows about sending messages (002 §2.9). */
export type MessagingPermission = 'allowed' | 'sign-in' | 'verify-email' | 'blocked';

/** The facts of the signed-in user the rule reads; absent flags are the API's defaults (verified, not blocked). */
export interface MessagingSubject {
  isEmailVerified?: boolean;
  isBlockedByRegisterCheck?: boolean;
}

/** Why a message was not sent, as far as the UI treats it differently. */
export type MessageFailure = 'contact-info' | 'blocked' | 'verify-email' | 'sign-in' | 'not-sent';

/**
 * Who may send a message (002 §2.9): a logged-in user whose account is activated (the e-mail
 * address confirmed) and who is not blocked by the background checks. A refusal the API gave
 * (`refused`) counts too, since the API may know more than the user record the app holds.
 */
export function messagingPermission(user: MessagingSubject | null | undefined, refused?: MessageFailure): MessagingPermission {
  if (!user || refused === 'sign-in') return 'sign-in';
  if (user.isBlockedByRegisterCheck === true || refused === 'blocked') return 'blocked';
  if (user.isEmailVerified === false || refused === 'verify-email') return 'verify-email';
  return 'allowed';
}

/**
 * Reads a failed send or edit: contact information the API found (422 `contact_info_not_allowed`),
 * the blocks of 002 §2.9 (403 `booking_blocked`, `email_not_verified`), a session that is over
 * (401); anything else is "could not be sent" and may be tried again.
 */
export function messageFailureOf(error: unknown): MessageFailure {
  if (!isApiError(error)) return 'not-sent';
  if (error.slug === 'contact_info_not_allowed') return 'contact-info';
  if (error.status === 403 && error.slug === 'booking_blocked') return 'blocked';
  if (error.status === 403 && error.slug === 'email_not_verified') return 'verify-email';
  if (error.status === 401) return 'sign-in';
  return 'not-sent';
}

/** A failure that changes what the user may do (the composer gives way to a notice), not only this message. */
export const isPermissionFailure = (failure: MessageFailure): failure is 'blocked' | 'verify-email' | 'sign-in' =>
  failure === 'blocked' || failure === 'verify-email' || failure === 'sign-in';
