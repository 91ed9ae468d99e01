import { Trans, useLingui } from '@lingui/react/macro';
import { hasCompleteProfile, type CurrentUser } from '@/entities/user';
import { useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { ButtonLink } from '@/shared/ui/link';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';

export interface RenterProfileCompletedProps {
  /** The renter as the save of the "about me" step left them. */
  saved: CurrentUser;
  onClose: () => void;
}

/**
 * 002 §4.5 "renter profile completed": shown once, when a save of the "about me" step completes the
 * renter's profile. It says what that gives and offers the onboarding's step still open, the ID.
 */
export function RenterProfileCompleted({ saved, onClose }: RenterProfileCompletedProps) {
  const { t } = useLingui();
  const hrefTo = useLocalizedHref();
  // A save that leaves the profile incomplete opens nothing; a verified ID leaves no onboarding step (002 §4.4).
  if (!hasCompleteProfile(saved)) return null;
  const { isIdVerified } = saved;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t`Your profile is complete`} size="sm">
      <Stack gap="lg">
        <Text>
          <Trans>Owners now have what they need to accept your booking requests.</Trans>
        </Text>
        {!isIdVerified && (
          <Text>
            <Trans>One step is left: verify your ID. Some bookings need it before the request, every booking before the pick-up.</Trans>
          </Text>
        )}
        <Stack direction="horizontal" gap="md" wrap>
          {!isIdVerified && <ButtonLink to={hrefTo('verify-id')}>{t`Verify your ID`}</ButtonLink>}
          <Button variant={isIdVerified ? 'primary' : 'secondary'} onClick={onClose}>
            {isIdVerified ? t`Done` : t`Later`}
          </Button>
        </Stack>
      </Stack>
    </Dialog>
  );
}
