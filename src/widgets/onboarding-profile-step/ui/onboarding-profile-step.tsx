import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EditProfile } from '@/features/account/edit-profile';
import { safeReturnPath, useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { PageContainer } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Text } from '@/shared/ui/text';
import * as css from './onboarding-profile-step.css';

export interface OnboardingProfileStepProps {
  /** The document title. */
  title: string;
  heading: ReactNode;
  /** Why this role is asked for the details. */
  intro: ReactNode;
}

/**
 * An onboarding step that is the profile form (002 §4.4): saved, it goes back where the owner came
 * from (`?return=`, e.g. the request they could not answer yet), else on to getting started.
 */
export function OnboardingProfileStep({ title, heading, intro }: OnboardingProfileStepProps) {
  const navigate = useNavigate();
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  const returnTo = safeReturnPath(new URLSearchParams(useLocation().search).get('return'));
  return (
    <PageContainer size="narrow">
      <title>{title}</title>
      <div className={css.intro}>
        <Heading level={1}>{heading}</Heading>
        <Text>{intro}</Text>
      </div>
      <EditProfile
        submitLabel={<Trans>Save and continue</Trans>}
        onSaved={() => {
          if (returnTo) void navigate(returnTo);
          else if (isAvailable('getting-started')) void navigate(hrefTo('getting-started'));
        }}
      />
    </PageContainer>
  );
}
