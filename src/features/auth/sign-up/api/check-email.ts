import * as v from 'valibot';
import { signUpEmailProblem, type EmailAccount, type SignUpEmailProblem } from '@/entities/user';
import { api, unwrap } from '@/shared/api';

/** `POST /auth/check-email` (002 §7): whether the address has an account, and whose. The client's middleware gives it its deadline. */
export async function checkEmail(email: string): Promise<EmailAccount> {
  return (await unwrap(api.POST('/auth/check-email', { body: { email } }))).data;
}

const wellFormed = v.pipe(v.string(), v.trim(), v.email());

export interface EmailVerdict {
  problem: SignUpEmailProblem | null;
  account: EmailAccount | null;
}

/**
 * What the address allows at sign-up for the role (002 §2.8), asking the API once per address
 * (`accounts`, the form's). A malformed address is the form's own error, not asked about. A
 * failed call is forgotten, so the next judgement asks again; it rejects, and the caller lets the
 * form go on.
 */
export async function judgeEmail(email: string, role: 'renter' | 'owner', accounts: Map<string, Promise<EmailAccount>>): Promise<EmailVerdict> {
  if (!v.is(wellFormed, email)) return { problem: null, account: null };
  const key = email.trim().toLowerCase();
  let account = accounts.get(key);
  if (!account) {
    account = checkEmail(email.trim());
    accounts.set(key, account);
    account.catch(() => accounts.delete(key));
  }
  const found = await account;
  return { problem: signUpEmailProblem(found, role), account: found };
}
