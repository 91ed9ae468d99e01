import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { useSession } from '@/entities/session';
import { StopImpersonatingButton } from '@/features/auth/impersonate';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { Container } from '@/shared/ui/container';
import * as css from './impersonation-banner.css';

/**
 * While an admin acts as a user: who they are logged in as, and the way back (002 §2.13).
 * Renders nothing otherwise. After stopping, the admin returns to the login-as-user tool.
 */
export function ImpersonationBanner() {
  const { t } = useLingui();
  const { isImpersonating, user } = useSession();
  const navigate = useNavigate();
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  if (!isImpersonating || !user) return null;

  const name = user.name || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return (
    <section className={css.banner} aria-label={t`Impersonation`}>
      <Container className={css.inner}>
        <p className={css.text}>
          <Trans>
            Logged in as <strong>{name}</strong> ({user.email}, ID {user.id})
          </Trans>
        </p>
        <StopImpersonatingButton onStopped={() => navigate(hrefTo(isAvailable('login-as-user') ? 'login-as-user' : 'index'))} />
      </Container>
    </section>
  );
}
