import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import { CurrencySwitcher } from '@/features/switch-currency';
import { LanguageSwitcher } from '@/features/switch-locale';
import { useLocalizedHref } from '@/shared/routing';
import { Container } from '@/shared/ui/container';
import * as css from './header.css';
import { MenuList } from './menu-list';
import { MobileMenu } from './mobile-menu';
import { ProfileMenu } from './profile-menu';
import { useHeaderMenus } from './use-header-menus';

export function Header() {
  const { t } = useLingui();
  const hrefTo = useLocalizedHref();
  const { main, profile, user } = useHeaderMenus();

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
          <MenuList items={main} layout="row" />
        </nav>
        <div className={css.desktopTools}>
          <CurrencySwitcher />
          <LanguageSwitcher />
          {/* Until a user without a name has chosen one (the select-name modal), the menu is named by the e-mail. */}
          {user && <ProfileMenu items={profile} name={user.firstName?.trim() || user.email} />}
        </div>
        <div className={css.mobileOnly}>
          <MobileMenu main={main} profile={profile} />
        </div>
      </Container>
    </header>
  );
}
