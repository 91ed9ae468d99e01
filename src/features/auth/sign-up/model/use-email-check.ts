import { useCallback, useRef } from 'react';
import type { EmailAccount } from '@/entities/user';

// The call loads with the first check, not with the sign-up page (the page is at its size budget).
const loadCheck = () => import('../api/check-email');

/**
 * `POST /auth/check-email` once per address (002 §2.8): the field asks when left, the submit asks
 * again only for an address not checked yet. A check that fails (no answer within the deadline, a
 * server error) gives null and is forgotten, so the next one asks again: it holds nothing up, and the
 * sign-up's own answer refuses such an address the same way.
 */
export function useEmailCheck(): (email: string) => Promise<EmailAccount | null> {
  const checks = useRef(new Map<string, Promise<EmailAccount | null>>());
  return useCallback((email: string) => {
    const key = email.trim().toLowerCase();
    const known = checks.current.get(key);
    if (known) return known;
    const check = loadCheck()
      .then((module) => module.checkEmail(email.trim()))
      .catch((error: unknown) => {
        console.warn('The e-mail could not be checked before the sign-up', error);
        checks.current.delete(key);
        return null;
      });
    checks.current.set(key, check);
    return check;
  }, []);
}
