import { useCallback, useRef } from 'react';
import type { EmailAccount } from '@/entities/user';
import type { EmailVerdict } from '../api/check-email';

/**
 * `POST /auth/check-email` for the sign-up form (002 §2.8): the field asks when left, the submit
 * asks again only for an address not checked yet. The call and the rule load with the first check,
 * not with the page (the sign-up page is at its size budget). A check that fails (no answer within
 * the deadline, a server error) gives no verdict: it holds nothing up, and the sign-up's own answer
 * refuses such an address the same way.
 */
export function useEmailCheck(): (email: string, role: 'renter' | 'owner') => Promise<EmailVerdict> {
  const accounts = useRef(new Map<string, Promise<EmailAccount>>());
  return useCallback(
    (email, role) =>
      import('../api/check-email')
        .then((module) => module.judgeEmail(email, role, accounts.current))
        .catch((error: unknown) => {
          console.warn('The e-mail could not be checked before the sign-up', error);
          return { problem: null, account: null };
        }),
    [],
  );
}
