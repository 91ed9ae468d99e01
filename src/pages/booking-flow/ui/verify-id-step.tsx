import { Trans } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useSession, useSessionActor } from '@/entities/session';
import { idVerificationQuery, idVerificationStatus, userQueries, type AutoIdVerificationStatus } from '@/entities/user';
import { useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Heading } from '@/shared/ui/heading';
import { ButtonLink } from '@/shared/ui/link';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import type { StepProps } from './flow-types';
import { StepActions } from './step-actions';

/**
 * 001 §5: where the Swiss rules apply the renter verifies their ID before the request. The
 * verification page brings them back to this step (`?return=`); the flow goes on by itself once
 * the session's user is verified (the step table skips this step then). While a review runs, the
 * renter can look again without leaving.
 */
export function VerifyIdStep({ view, send }: StepProps) {
  const hrefTo = useLocalizedHref();
  const { pathname } = useLocation();
  const { user } = useSession();
  const sessionActor = useSessionActor();
  const queryClient = useQueryClient();
  const record = useQuery(idVerificationQuery());
  const [checking, setChecking] = useState(false);
  const [checkFailed, setCheckFailed] = useState(false);
  const status = idVerificationStatus({
    recordStatus: record.data?.status ?? null,
    autoStatus: (user?.autoIdVerificationStatus ?? null) as AutoIdVerificationStatus | null,
    isIdVerified: user?.isIdVerified ?? false,
  });
  const inReview = status === 'pending';

  const checkAgain = async () => {
    setChecking(true);
    setCheckFailed(false);
    try {
      const [fresh] = await Promise.all([queryClient.fetchQuery({ ...userQueries.me(), staleTime: 0 }), record.refetch()]);
      sessionActor?.send({ type: 'USER_UPDATED', user: fresh });
    } catch (error) {
      console.error('The verification could not be checked again', error);
      setCheckFailed(true);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Stack gap="md">
      <Heading level={1}>
        <Trans>Verify your ID first</Trans>
      </Heading>
      <Text>
        <Trans>
          This booking needs a verified ID. Renters need one unless they live in Switzerland or Liechtenstein and rent a vehicle registered there. Your booking request is kept
          while you verify, and you come back to this step.
        </Trans>
      </Text>
      {inReview ? (
        <Callout tone="info" role="status">
          <Trans>Your verification is in progress: we check your ID within about one working day and send you an e-mail with the result.</Trans>
        </Callout>
      ) : (
        status === 'denied' && (
          <Callout tone="danger">
            <Trans>Your last ID verification failed. Try again, or contact support.</Trans>
          </Callout>
        )
      )}
      {checkFailed && (
        <Text role="alert" tone="danger">
          <Trans>We could not check your verification. Try again.</Trans>
        </Text>
      )}
      <StepActions
        view={view}
        send={send}
        primary={
          inReview ? (
            <Button onClick={() => void checkAgain()} loading={checking}>
              <Trans>Check again</Trans>
            </Button>
          ) : (
            <ButtonLink to={hrefTo('verify-id', {}, { return: pathname })}>
              <Trans>Verify your ID</Trans>
            </ButtonLink>
          )
        }
      />
    </Stack>
  );
}
