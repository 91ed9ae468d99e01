import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import { LanguageSwitcher } from '@/features/switch-locale';
import { useLocalizedHref } from '@/shared/routing';
import { Container } from '@/shared/ui/container';
import { GUEST_MENU } from '../model/guest-menu';
import * as css from './header.css';
import { MenuLinks } from './menu-links';
import { MobileMenu } from './mobile-menu';

export function Header() {
  const { t } = useLingui();
  const hrefTo = useLocalizedHref();

  return (
    <header className={css.header}>
      <a className={css.skipLink} href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Container className={css.bar}>
        <RouterLink to={hrefTo('index')} className={css.logo}>
          <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="7" fill="currentColor" />
            <rect x="5" y="11" width="22" height="11" rx="3" fill="#fbfaf6" />
            <circle cx="11" cy="23" r="3" fill="#f2b35c" />
            <circle cx="22" cy="23" r="3" fill="#f2b35c" />
          </svg>
          <span className={css.logoText}>Campershare</span>
        </RouterLink>
        <nav className={css.desktopOnly} aria-label={t`Main menu`}>
          <MenuLinks items={GUEST_MENU} layout="row" />
        </nav>
        <div className={css.desktopOnly}>
          <LanguageSwitcher />
        </div>
        <div className={css.mobileOnly}>
          <MobileMenu />
        </div>
      </Container>
    </header>
  );
}
