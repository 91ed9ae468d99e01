import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sitemapQuery, type SitemapLink } from '@/entities/cms-page';
import { FOOTER_SECTIONS, useFooterLabels } from '@/widgets/footer';
import { useLocale, useSite } from '@/shared/i18n';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Link } from '@/shared/ui/link';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Text } from '@/shared/ui/text';
import * as css from './sitemap-page.css';

/**
 * The sitemap (002 §1, §2.2): the app's own pages (home, the searches, rent-out, the magazine and
 * the footer's other pages) and the content service's sitemap (its pages with their sub-pages, the
 * magazine's posts, categories and tags). Public, so rendered on the server with both.
 */
export function SitemapPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const sitemap = useQuery(sitemapQuery(locale));
  const appLinks = useAppLinks();
  const fromContent = new Set((sitemap.data?.pages ?? []).flatMap((page) => [page.href, ...page.children.map((child) => child.href)]));

  return (
    <Container className={css.page}>
      <title>{t`Sitemap | Campershare`}</title>
      <Heading level={1}>
        <Trans>Sitemap</Trans>
      </Heading>
      <LinkSection id="sitemap-site" title={t`Main pages`} links={appLinks.filter((link) => !fromContent.has(link.href))} />
      {sitemap.data ? (
        <>
          <LinkSection id="sitemap-pages" title={t`Information`} links={sitemap.data.pages} />
          <LinkSection id="sitemap-posts" title={t`Magazine`} links={sitemap.data.posts} />
          <LinkSection id="sitemap-categories" title={t`Magazine categories`} links={sitemap.data.categories} />
          <LinkSection id="sitemap-tags" title={t`Magazine tags`} links={sitemap.data.tags} />
        </>
      ) : sitemap.isError ? (
        <div role="alert" className={css.section}>
          <Text>{t`The rest of the sitemap could not be loaded. Check your connection and try again.`}</Text>
          <div>
            <Button variant="secondary" loading={sitemap.isFetching} onClick={() => void sitemap.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <SkeletonGroup label={t`Loading the sitemap`}>
          <Skeleton height="12rem" />
        </SkeletonGroup>
      )}
    </Container>
  );
}

/** The app's own pages: home, the magazine and the footer's links that are pages of the site. */
function useAppLinks(): SitemapLink[] {
  const { t } = useLingui();
  const site = useSite();
  const labels = useFooterLabels();
  const isAvailable = useIsRouteAvailable();
  const hrefTo = useLocalizedHref();
  const own = FOOTER_SECTIONS.flatMap((section) => section.links).flatMap((link) =>
    'route' in link && link.route !== 'sitemap' && isAvailable(link.route) && (!link.swissOnly || site === 'swiss') ? [{ title: labels.links[link.id], href: hrefTo(link.route), children: [] }] : [],
  );
  return [{ title: t`Home`, href: hrefTo('index'), children: [] }, ...(isAvailable('magazine') ? [{ title: t`Magazine`, href: hrefTo('magazine'), children: [] }] : []), ...own];
}

function LinkSection({ id, title, links }: { id: string; title: string; links: SitemapLink[] }): ReactNode {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id} className={css.section}>
      <Heading level={2} size="md" id={id}>
        {title}
      </Heading>
      <LinkList links={links} />
    </section>
  );
}

function LinkList({ links }: { links: SitemapLink[] }) {
  return (
    <ul className={css.list}>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href}>{link.title}</Link>
          {link.children.length > 0 && <LinkList links={link.children} />}
        </li>
      ))}
    </ul>
  );
}
