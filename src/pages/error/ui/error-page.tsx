import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { helpCentreUrl } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { ButtonLink, ExternalLink } from '@/shared/ui/link';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Text } from '@/shared/ui/text';
import { errorImage, errorKind, offersHomeLink, showsErrorCode, type ErrorKind } from '../lib/error-kind';
import * as css from './error-page.css';

const IMAGE_FILES = { forbidden: '403', server: '500', maintenance: 'maintenance' } as const;

function useErrorTexts(kind: ErrorKind): { title: string; body: ReactNode } {
  const { t } = useLingui();
  switch (kind) {
    case 'unauthorized':
      return { title: t`Please log in`, body: <Trans>You need to be logged in to see this page.</Trans> };
    case 'forbidden':
      return { title: t`Access denied`, body: <Trans>Your account does not have access to this page.</Trans> };
    case 'not-found':
      return { title: t`This page could not be found`, body: <Trans>The link may be broken, or the page may have moved.</Trans> };
    case 'maintenance':
      return {
        title: t`Down for maintenance`,
        body: <Trans>We are improving the service right now and will be back shortly. Thank you for your patience.</Trans>,
      };
    case 'server':
      return { title: t`Something went wrong on our side`, body: <Trans>Please try again in a moment.</Trans> };
    case 'client':
      return { title: t`Something is wrong with this request`, body: <Trans>Check the address and try again.</Trans> };
  }
}

export function ErrorPage({ status }: { status: number }) {
  const { t } = useLingui();
  const info = useLocaleInfo();
  const hrefTo = useLocalizedHref();
  const kind = errorKind(status);
  const { title, body } = useErrorTexts(kind);
  const image = errorImage(status);

  return (
    <Container className={css.page}>
      <title>{`${title} | Campershare`}</title>
      {image && (
        <picture>
          <source media="(min-width: 992px)" srcSet={`/images/errors/${IMAGE_FILES[image]}-desktop.svg`} width={640} height={280} />
          <img className={css.image} src={`/images/errors/${IMAGE_FILES[image]}-mobile.svg`} width={320} height={240} alt="" />
        </picture>
      )}
      <Heading level={1}>{title}</Heading>
      <Text size="lg">{body}</Text>
      {showsErrorCode(status) && <Text className={css.code}>{t`Error code: ${status}`}</Text>}
      <div className={css.actions}>
        {offersHomeLink(status) ? (
          <ButtonLink to={hrefTo('index')}>
            <Trans>Go to the home page</Trans>
          </ButtonLink>
        ) : (
          <Button onClick={() => window.location.reload()}>
            <Trans>Try again</Trans>
          </Button>
        )}
        <ExternalLink href={helpCentreUrl(info.language)}>
          <Trans>Visit the help centre</Trans>
        </ExternalLink>
      </div>
    </Container>
  );
}
