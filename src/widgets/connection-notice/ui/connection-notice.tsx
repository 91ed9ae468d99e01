import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSession } from '@/entities/session';
import { useConnectionState, type ConnectionState } from '@/shared/lib/connection';
import { Container } from '@/shared/ui/container';
import * as css from './connection-notice.css';

export interface ConnectionNoticeViewProps {
  connection: ConnectionState;
  /** The session could not renew its token and tries again; the page stays as it is. */
  reconnecting: boolean;
}

/**
 * What the connection allows right now, above the header. The status region is always there, so
 * a notice that appears later is announced; it says nothing while all is well.
 */
export function ConnectionNoticeView({ connection, reconnecting }: ConnectionNoticeViewProps) {
  return (
    <div role="status">
      {connection === 'offline' ? (
        <Notice title={<Trans>You are offline.</Trans>}>
          <Trans>You can keep reading what has loaded; anything that needs the internet waits until you are back online.</Trans>
        </Notice>
      ) : connection === 'unreachable' ? (
        <Notice title={<Trans>No connection to Campershare.</Trans>}>
          <Trans>Check your internet connection. You can keep reading what has loaded; the page tries again by itself.</Trans>
        </Notice>
      ) : reconnecting ? (
        <p className={css.quiet}>
          <Trans>Reconnecting…</Trans>
        </p>
      ) : null}
    </div>
  );
}

function Notice({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className={css.notice}>
      <Container>
        <p>
          <strong className={css.title}>{title}</strong> {children}
        </p>
      </Container>
    </div>
  );
}

export function ConnectionNotice() {
  const connection = useConnectionState();
  const { reconnecting } = useSession();
  return <ConnectionNoticeView connection={connection} reconnecting={reconnecting} />;
}
