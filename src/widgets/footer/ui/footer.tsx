import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { CAREERS_URL, COUNTRY_CONFIG, SOCIAL_LINKS, helpCentreUrl } from '@/shared/config';
import { useLocaleInfo, useSite, withCatalogs } from '@/shared/i18n';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { Container } from '@/shared/ui/container';
import { useNearViewport } from '@/shared/ui/utils';
import { ExternalLink, Link } from '@/shared/ui/link';
import { FOOTER_SECTIONS, type FooterLink } from '../model/footer-links';
import * as css from './footer.css';
import { useFooterLabels } from './use-footer-labels';

// The cookie choice's reset, the newsletter sign-up and the live chat (`footer-actions.tsx`), once the
// footer comes near: loaded with every page, its chunk and the modals catalog took ~95 ms of a slow
// phone's main thread while the visitor looked at the top of the page.
const FooterActions = lazy(() => withCatalogs(['modals'], () => import('./footer-actions'))().then((m) => ({ default: m.FooterActions })));

export function Footer() {
  const { t } = useLingui();
  const info = useLocaleInfo();
  const site = useSite();
  const isAvailable = useIsRouteAvailable();
  const hrefTo = useLocalizedHref();
  const labels = useFooterLabels();
  const contact = COUNTRY_CONFIG[info.country];
  const year = new Date().getFullYear();
  const [footerRef, near] = useNearViewport<HTMLElement>();

  const isShown = (link: FooterLink) =>
    'external' in link || (isAvailable(link.route) && (!link.swissOnly || site === 'swiss'));

  const renderLink = (link: FooterLink) =>
    'external' in link ? (
      <ExternalLink href={link.external === 'careers' ? CAREERS_URL : helpCentreUrl(info.language)} variant="subtle">
        {labels.links[link.id]}
      </ExternalLink>
    ) : (
      <Link to={hrefTo(link.route)} variant="subtle">
        {labels.links[link.id]}
      </Link>
    );

  return (
    <footer ref={footerRef} className={css.footer}>
      <Container className={css.columns}>
        {FOOTER_SECTIONS.map((section) => {
          const links = section.links.filter(isShown);
          return (
            <section key={section.id} aria-labelledby={`footer-${section.id}`} className={css.column}>
              <h2 className={css.heading} id={`footer-${section.id}`}>
                {labels.sections[section.id]}
              </h2>
              <ul className={css.list}>
                {links.map((link) => (
                  <li key={link.id}>{renderLink(link)}</li>
                ))}
                {section.id === 'help' && (
                  <>
                    <li>
                      <a className={css.contact} href={`mailto:${contact.supportEmail}`}>
                        {contact.supportEmail}
                      </a>
                    </li>
                    <li>
                      <a className={css.contact} href={`tel:${contact.supportPhoneNormalized}`}>
                        {contact.supportPhone}
                      </a>
                    </li>
                    <li className={css.chatSlot}>
                      {near && (
                        <Suspense fallback={null}>
                          <FooterActions part="chat" className={css.chat} />
                        </Suspense>
                      )}
                    </li>
                    <li className={css.hours}>
                      <Trans>Phone: Mon–Fri 9:00–11:30, Mon and Fri also 13:30–16:00</Trans>
                    </li>
                  </>
                )}
              </ul>
            </section>
          );
        })}
      </Container>
      <Container className={css.bottom}>
        <ul className={css.social} aria-label={t`Campershare on social media`}>
          {SOCIAL_LINKS.map((social) => (
            <li key={social.id}>
              <ExternalLink href={social.url} variant="subtle">
                {social.name}
              </ExternalLink>
            </li>
          ))}
        </ul>
        <div className={css.buttons}>
          {near && (
            <Suspense fallback={null}>
              <FooterActions part="buttons" />
            </Suspense>
          )}
        </div>
        <p className={css.copyright}>
          <Trans>© {year} Campershare. All rights reserved.</Trans>
        </p>
      </Container>
    </footer>
  );
}
