import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useLocalizedHref, type RouteName } from '@/shared/routing';
import { PageContainer } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import * as css from './economy-frame.css';

type EconomyRoute = Extract<RouteName, 'economy' | 'payouts' | 'payout-reports' | 'economy-settings'>;

/**
 * The economy section (001 §2, 002 §2.5): its heading, the page's title and the links between its
 * pages, which the profile menu also lists.
 */
export function EconomyFrame({ title, documentTitle, children }: { title: ReactNode; documentTitle: string; children: ReactNode }) {
  const { t } = useLingui();
  const hrefTo = useLocalizedHref();
  const links: [EconomyRoute, string][] = [
    ['economy', t`Overview`],
    ['payouts', t`Payouts`],
    ['payout-reports', t`Payout reports`],
    ['economy-settings', t`Economy settings`],
  ];
  return (
    <PageContainer>
      <title>{documentTitle}</title>
      <nav aria-label={t`My economy`} className={css.nav}>
        <ul className={css.navList}>
          {links.map(([name, label]) => (
            <li key={name}>
              {/* The overview's path is the start of the others': only an exact match is its page. */}
              <NavLink to={hrefTo(name)} end={name === 'economy'} className={css.navLink}>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Heading level={1}>{title}</Heading>
      {children}
    </PageContainer>
  );
}

/** A table of figures: money and numbers aligned at the end (`data-align="end"` on their cells). */
export function EconomyTable({ caption, children }: { caption?: ReactNode; children: ReactNode }) {
  return (
    <div className={css.tableBox}>
      <table className={css.table}>
        {caption && <caption>{caption}</caption>}
        {children}
      </table>
    </div>
  );
}

/** Key figures as a description list. */
export function EconomyFigures({ items }: { items: { label: ReactNode; value: ReactNode }[] }) {
  return (
    <dl className={css.figures}>
      {items.map((item, index) => (
        <div key={index}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
