import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { components } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { ExternalLink } from '@/shared/ui/link';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Text } from '@/shared/ui/text';
import { useLocaleInfo } from '@/shared/i18n';
import { termsHtmlToReact } from '@/entities/site';
import { ModalFailure } from './modal-failure';
import * as css from './obtrusive-modals.css';

export type UserTerms = components['schemas']['UserTerms'];

export interface AcceptTermsModalProps {
  terms: { status: 'pending' | 'error' | 'success'; data?: UserTerms | undefined };
  /** The user-terms page, when it exists. */
  termsHref: string | undefined;
  busy: boolean;
  failed: boolean;
  onAccept: () => void;
}

/** New user terms must be accepted before going on (002 §4.3); the modal cannot be closed. */
export function AcceptTermsModal({ terms, termsHref, busy, failed, onAccept }: AcceptTermsModalProps) {
  const { t } = useLingui();
  const { intl } = useLocaleInfo();
  const regionId = useId();
  const published = terms.data ? new Intl.DateTimeFormat(intl, { dateStyle: 'long' }).format(new Date(terms.data.publishedAt)) : undefined;
  // In a new tab: this modal stays over every page until the terms are accepted.
  const fullTermsHref = termsHref ?? terms.data?.url ?? undefined;
  const fullTermsLink = fullTermsHref ? (
    <ExternalLink href={fullTermsHref}>
      <Trans>Read the user terms</Trans>
    </ExternalLink>
  ) : null;

  return (
    <Dialog open closeable={false} obtrusive size="lg" title={t`We have updated our user terms`} description={t`Please read and accept the new terms to continue using the service.`}>
      <div className={css.content}>
        {terms.status === 'pending' && (
          <SkeletonGroup label={t`Loading the terms…`}>
            <Skeleton width="40%" />
            <Skeleton shape="rect" height={160} />
          </SkeletonGroup>
        )}
        {terms.status === 'error' && (
          <Text>
            <Trans>The terms could not be shown here.</Trans> {fullTermsLink}
          </Text>
        )}
        {terms.data && (
          <>
            <Text size="sm" tone="muted" id={regionId}>
              {terms.data.title ?? t`User terms`} · {t`Version ${terms.data.version}, published ${published}`}
            </Text>
            {terms.data.content && (
              // Scrollable, so it must be reachable by keyboard.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              <div className={css.terms} role="region" aria-labelledby={regionId} tabIndex={0}>
                {termsHtmlToReact(terms.data.content)}
              </div>
            )}
            {fullTermsLink && <Text size="sm">{fullTermsLink}</Text>}
          </>
        )}
        <ModalFailure message={failed ? t`The terms could not be accepted. Please try again.` : undefined} />
        <div className={css.actions}>
          <Button onClick={onAccept} loading={busy}>
            <Trans>Accept the new terms</Trans>
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
