import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useImpersonation, useImpersonationMessages, type ImpersonationFailure } from '@/features/auth/impersonate';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { PageContainer } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Link } from '@/shared/ui/link';
import { Spinner } from '@/shared/ui/spinner';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';

type Phase = { kind: 'starting' } | { kind: 'failed'; failure: ImpersonationFailure | 'bad_id' };

const userIdOf = (param: string | undefined) => (param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : undefined);

/** The admin site's "log in as" link (002 §2.2): starts impersonating the user on arrival, then goes home. */
export function LoginAsUserFromAdminPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const navigate = useNavigate();
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  const { ready, start } = useImpersonation();
  const failures = useImpersonationMessages();
  const userId = userIdOf(id);
  const [phase, setPhase] = useState<Phase>(userId === undefined ? { kind: 'failed', failure: 'bad_id' } : { kind: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    // Once per attempt: StrictMode runs effects twice.
    if (!ready || userId === undefined || started.current === attempt) return;
    started.current = attempt;
    void start(userId).then((outcome) => {
      if (outcome.ok) void navigate(hrefTo('index'), { replace: true });
      else setPhase({ kind: 'failed', failure: outcome.failure });
    });
  }, [ready, userId, attempt, start, navigate, hrefTo]);

  const retry = useCallback(() => {
    setPhase({ kind: 'starting' });
    setAttempt((n) => n + 1);
  }, []);

  return (
    <PageContainer size="narrow" gap="none">
      <title>{t`Log in as user | Campershare`}</title>
      <Stack gap="xl">
        <Heading level={1}>
          <Trans>Log in as user</Trans>
        </Heading>
        {phase.kind === 'starting' ? (
          <Stack direction="horizontal" align="center" gap="md">
            <Spinner />
            <Text role="status">
              <Trans>Logging you in as user {id}…</Trans>
            </Text>
          </Stack>
        ) : (
          <Stack gap="md" role="alert">
            <Text weight="semibold">
              {phase.failure === 'bad_id' ? t`“${id ?? ''}” is not a user ID. A user ID is a whole number, such as 42.` : failures[phase.failure]}
            </Text>
            {phase.failure === 'generic' && (
              <div>
                <Button variant="secondary" size="sm" onClick={retry}>
                  <Trans>Try again</Trans>
                </Button>
              </div>
            )}
          </Stack>
        )}
        {phase.kind === 'failed' && isAvailable('login-as-user') && (
          <Text>
            <Link to={hrefTo('login-as-user')}>
              <Trans>Enter another user ID</Trans>
            </Link>
          </Text>
        )}
      </Stack>
    </PageContainer>
  );
}
