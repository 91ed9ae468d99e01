import { Trans, useLingui } from '@lingui/react/macro';
import type { OnboardingStep } from '@/entities/user';
import { OnboardingStepList, type OnboardingView } from '@/features/onboarding-modal';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { PageContainer } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';

export interface GettingStartedViewProps {
  view: OnboardingView;
  hrefOf: (step: OnboardingStep) => string | undefined;
  onRetry: () => void;
}

function Body({ view, hrefOf, onRetry }: GettingStartedViewProps) {
  const { t } = useLingui();
  if (view.phase === 'failed') {
    return (
      <Callout tone="danger" role="alert">
        <Text weight="semibold">
          <Trans>Your progress could not be loaded.</Trans>
        </Text>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Callout>
    );
  }
  if (view.phase !== 'ready') {
    return (
      <SkeletonGroup label={t`Loading your progress…`}>
        <Stack gap="lg">
          <Skeleton width="60%" />
          <Skeleton shape="rect" height={112} />
          <Skeleton shape="rect" height={112} />
          <Skeleton shape="rect" height={112} />
        </Stack>
      </SkeletonGroup>
    );
  }
  if (!view.role) {
    return (
      <Text>
        <Trans>Getting started is for renters and owners. Your account has nothing to set up here.</Trans>
      </Text>
    );
  }
  const { done, total } = view.progress;
  return (
    <Stack gap="xl">
      <ProgressBar value={done} max={total} label={t`${done} of ${total} steps done`} />
      {!view.current && (
        <Callout as="p" tone="success">
          <Trans>You are all set. Every step is done.</Trans>
        </Callout>
      )}
      <OnboardingStepList role={view.role} steps={view.steps} current={view.current} hrefOf={hrefOf} />
    </Stack>
  );
}

/** The getting-started page in each state of the onboarding machine. */
export function GettingStartedView(props: GettingStartedViewProps) {
  const { role } = props.view;
  return (
    <PageContainer size="narrow" gap="none">
      <Stack gap="xl">
        <Stack gap="sm">
          <Heading level={1}>
            <Trans>Getting started</Trans>
          </Heading>
          {role === 'owner' && (
            <Text tone="muted">
              <Trans>Three steps from your account to your first rental.</Trans>
            </Text>
          )}
          {role === 'renter' && (
            <Text tone="muted">
              <Trans>Three steps from your account to your first trip.</Trans>
            </Text>
          )}
        </Stack>
        <Body {...props} />
      </Stack>
    </PageContainer>
  );
}
