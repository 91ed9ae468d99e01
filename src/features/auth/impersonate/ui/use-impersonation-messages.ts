import { useLingui } from '@lingui/react/macro';
import type { ImpersonationFailure } from '../model/impersonation-failure';

export function useImpersonationMessages(): Record<ImpersonationFailure, string> {
  const { t } = useLingui();
  return {
    user_not_found: t`No user has this ID. Check the number and try again.`,
    not_allowed: t`You cannot log in as this user. Administrators cannot be impersonated.`,
    generic: t`Something went wrong and you are not logged in as the user. Please try again.`,
  };
}
