/** What `POST /auth/check-email` says of an address: whether it has an account, and whose. */
export interface EmailAccount {
  exists: boolean;
  role?: string | null | undefined;
  /** False for an account made with Google or Facebook only. */
  hasPassword?: boolean | undefined;
}

export type SignUpEmailProblem = 'owner_email_cannot_be_renter' | 'email_already_registered';

/**
 * 002 §2.8: an owner's e-mail cannot be used to sign up as a renter; any other address with an
 * account is already registered (the sign-up would be refused for it). Null when the address is free.
 */
export function signUpEmailProblem(account: EmailAccount, signingUpAs: 'renter' | 'owner'): SignUpEmailProblem | null {
  if (!account.exists) return null;
  return account.role === 'owner' && signingUpAs === 'renter' ? 'owner_email_cannot_be_renter' : 'email_already_registered';
}
