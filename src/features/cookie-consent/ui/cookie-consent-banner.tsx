import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { setConsent, useConsent } from '@/shared/lib/observability';
import { Button } from '@/shared/ui/button';
import { useHeightProperty } from '@/shared/ui/utils';
import * as css from './cookie-consent.css';

const body = () => document.body;

/**
 * Asks once whether analytics may be used (issue #25; the content issue extends it with the
 * cookie page and categories). Not a modal: the page stays usable, and until the visitor
 * chooses, nothing is measured. Accept and reject are the same size: choosing is equally easy.
 */
export function CookieConsentBanner() {
  const { t } = useLingui();
  const choice = useConsent();
  const ref = useRef<HTMLElement>(null);

  useHeightProperty(ref, css.bannerRoom, { extra: 16, enabled: choice === 'unasked', target: body });

  // The server does not read the visitor's cookies (its pages are cached for everyone), so it
  // renders the banner as `unknown`: shown from the first paint only where the page marks a
  // visitor who has not chosen (`CONSENT_UNASKED_MARK`), hidden for the others until the browser
  // knows and removes it.
  if (choice !== 'unasked' && choice !== 'unknown') return null;
  return (
    <section ref={ref} className={choice === 'unknown' ? css.bannerUntilKnown : css.banner} aria-labelledby="cookie-consent-title" data-testid="cookie-consent">
      <div className={css.text}>
        <h2 id="cookie-consent-title" className={css.title}>
          <Trans>Cookies and statistics</Trans>
        </h2>
        <p className={css.body}>
          <Trans>May we measure how the site is used, with cookies? You can change this under “Cookie settings”.</Trans>
        </p>
      </div>
      <div className={css.actions} role="group" aria-label={t`Your choice`}>
        <Button className={css.action} variant="secondary" size="sm" onClick={() => setConsent('rejected')}>
          <Trans>Reject</Trans>
        </Button>
        <Button className={css.action} variant="primary" size="sm" onClick={() => setConsent('accepted')}>
          <Trans>Accept</Trans>
        </Button>
      </div>
    </section>
  );
}
