import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { termsHtmlToReact, userTermsQuery } from '@/entities/site';
import { useLocaleInfo } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Dialog } from '@/shared/ui/dialog';
import { ExternalLink } from '@/shared/ui/link';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Text } from '@/shared/ui/text';
import * as css from './sign-up-form.css';

export interface TermsDialogProps {
  /** The user-terms page, when the site has one: offered inside the dialog, in a new tab. */
  termsHref?: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The user terms in a dialog over the sign-up form; loaded with its code on the first click. */
export default function TermsDialog({ termsHref, open, onOpenChange }: TermsDialogProps) {
  const { t } = useLingui();
  const { intl } = useLocaleInfo();
  const regionId = useId();
  const terms = useQuery({ ...userTermsQuery(), enabled: open });
  const published = terms.data ? new Intl.DateTimeFormat(intl, { dateStyle: 'long' }).format(new Date(terms.data.publishedAt)) : undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t`User terms`}
    >
      <div className={css.termsDialog}>
        {terms.isPending && (
          <SkeletonGroup label={t`Loading the terms…`}>
            <Skeleton width="40%" />
            <Skeleton shape="rect" height={160} />
          </SkeletonGroup>
        )}
        {terms.isError && (
          <Callout tone="danger" role="alert">
            <Text>
              <Trans>The terms could not be loaded.</Trans>
            </Text>
            <Button variant="secondary" size="sm" onClick={() => void terms.refetch()} loading={terms.isFetching}>
              <Trans>Try again</Trans>
            </Button>
          </Callout>
        )}
        {terms.data && (
          <>
            <Text size="sm" tone="muted" id={regionId}>
              {t`Version ${terms.data.version}, published ${published}`}
            </Text>
            {terms.data.content && (
              // Scrollable, so it must be reachable by keyboard.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              <div className={css.terms} role="region" aria-labelledby={regionId} tabIndex={0}>
                {termsHtmlToReact(terms.data.content)}
              </div>
            )}
          </>
        )}
        {/* Only the site's own page: the API's `url` names a page this front end may not have (a 404). */}
        {termsHref && (
          <Text size="sm">
            <ExternalLink href={termsHref}>
              <Trans>Open the user terms in a new tab</Trans>
            </ExternalLink>
          </Text>
        )}
        <div>
          <Button onClick={() => onOpenChange(false)}>
            <Trans>Back to the form</Trans>
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
