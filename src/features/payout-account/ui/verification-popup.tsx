import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/entities/session';
import { Dialog } from '@/shared/ui/dialog';
import { AccountVerification } from './account-verification';

export const VERIFICATION_POPUP = 'stripe-account-verification';

/** `?popup=stripe-account-verification` (002 §2.3): the verification prompt, for a logged-in owner; closing it takes the query away. */
export function VerificationPopup() {
  const { t } = useLingui();
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  if (!user || search.get('popup') !== VERIFICATION_POPUP) return null;
  const close = () => {
    search.delete('popup');
    const query = search.toString();
    void navigate({ pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash }, { replace: true });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && close()} title={t`Verify your account for payouts`} description={t`The payment provider needs to verify you before it can send your payouts.`} size="md">
      <AccountVerification />
    </Dialog>
  );
}
