import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { rememberRedirectTarget, useSession, useSessionActor } from '@/entities/session';
import { useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { useToast } from '@/shared/ui/toast';

// The dialog, its form library and the password form load on first use: the account page's budget (180 KB).
const loadDialog = () => import('./delete-account-dialog');
const DeleteAccountDialog = lazy(() => loadDialog().then((m) => ({ default: m.DeleteAccountDialog })));

/**
 * Deleting the account (002 §2.6, §4.11): confirmed with the password, refused while bookings
 * are active; owners are told their vehicles come off the site. Afterwards the session ends
 * and the user lands on the home page.
 */
export function DeleteAccount() {
  const { t } = useLingui();
  const { toast } = useToast();
  const hrefTo = useLocalizedHref();
  const session = useSession();
  const actor = useSessionActor();
  const [open, setOpen] = useState(false);
  // Mounted from the first request on, so closing can animate and reopening is instant.
  const [requested, setRequested] = useState(false);
  const isOwner = session.user?.role === 'owner';

  const deleted = () => {
    setOpen(false);
    toast({ title: t`Your account has been deleted.`, variant: 'success' });
    // After logout the session follows a stored target (002 §4.1): home, not the login popup of a guarded page.
    rememberRedirectTarget(hrefTo('index'));
    actor?.send({ type: 'LOGOUT' });
  };

  return (
    <Stack gap="md" align="flex-start">
      <Text>
        <Trans>Deleting your account removes your profile and your login. This cannot be undone.</Trans>
      </Text>
      {isOwner && (
        <Text role="note" weight="semibold">
          <Trans>Your published vehicles will be unpublished and can no longer be booked.</Trans>
        </Text>
      )}
      <Button
        variant="danger"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Trans>Delete account</Trans>
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <DeleteAccountDialog open={open} onOpenChange={setOpen} onDeleted={deleted} />
        </Suspense>
      )}
    </Stack>
  );
}
