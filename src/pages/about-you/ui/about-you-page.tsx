import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { EditProfile } from '@/features/account/edit-profile';
import type { CurrentUser } from '@/entities/user';
import { withCatalogs } from '@/shared/i18n';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { PageContainer } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { ButtonLink } from '@/shared/ui/link';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import * as css from './about-you-page.css';

// Shown once, after the save that completes the profile: loaded then, with its catalog (the page is at its size budget).
const RenterProfileCompleted = lazy(() =>
  withCatalogs(['modals'], () => import('./renter-profile-completed'))().then((m) => ({ default: m.RenterProfileCompleted })),
);

function ProfileComplete() {
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  return (
    <Stack gap="lg" align="flex-start">
      <Text role="status">
        <Trans>Your profile is complete. Owners now have what they need to accept your booking requests.</Trans>
      </Text>
      <Stack direction="horizontal" gap="md" wrap>
        {isAvailable('getting-started') && (
          <ButtonLink to={hrefTo('getting-started')}>
            <Trans>Back to getting started</Trans>
          </ButtonLink>
        )}
        <ButtonLink to={hrefTo('profile')} variant="secondary">
          <Trans>See my profile</Trans>
        </ButtonLink>
      </Stack>
    </Stack>
  );
}

/** The renter's "about me" step (002 §4.4): only the profile fields the renter still lacks. */
export function AboutYouPage() {
  const { t } = useLingui();
  // 002 §4.5 "renter profile completed": the modal judges the save (its rule loads with it), a visit to a complete profile opens nothing.
  const [saved, setSaved] = useState<CurrentUser | null>(null);
  return (
    <PageContainer size="narrow">
      <title>{t`About you | Campershare`}</title>
      <div className={css.intro}>
        <Heading level={1}>
          <Trans>About you</Trans>
        </Heading>
        <Text>
          <Trans>Owners need a few details about you to accept your booking requests. Fill in what is still missing from your profile.</Trans>
        </Text>
      </div>
      <EditProfile
        fields="missing"
        submitLabel={<Trans>Save</Trans>}
        complete={<ProfileComplete />}
        onSaved={setSaved}
      />
      {saved && (
        <Suspense fallback={null}>
          <RenterProfileCompleted saved={saved} onClose={() => setSaved(null)} />
        </Suspense>
      )}
    </PageContainer>
  );
}
