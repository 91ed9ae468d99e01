import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { UNSAFE_ErrorResponseImpl as ErrorResponse, useLoaderData, useLocation, useMatches } from 'react-router';
import { cmsPageQuery, cmsPathIn, pageLookupFailure, pageSearchLink, sitePathOf, type CmsPage } from '@/entities/cms-page';
import { siteOrigin } from '@/shared/config';
import { LOCALE_INFO, useLocale, useSite, type Locale } from '@/shared/i18n';
import { JsonLd, breadcrumbJsonLd, faqJsonLd } from '@/shared/ui/json-ld';
import { href, useLocalizedHref, type RouteName } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { ButtonLink, Link } from '@/shared/ui/link';
import { RichText } from '@/shared/ui/rich-text';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Text } from '@/shared/ui/text';
import { useHideFooter } from '@/shared/ui/utils';
import * as css from './content-page.css';
import { FerryPromotionBox } from './ferry-promotion-box';
import { GiftVoucherCards } from './gift-voucher-cards';

const sitePath = (cmsPath: string, locale: Locale) => sitePathOf(cmsPath, LOCALE_INFO[locale].prefix);

/** The named route this page is opened at; none for the catch-all. */
const useRouteName = (): string | undefined => (useMatches().at(-1)?.handle as { routeName?: string } | undefined)?.routeName;

/**
 * What the app shows with the CMS's text on a few named pages: facts of the spec (002 §9) that
 * must stay right whatever the CMS says, found by the route rather than by a marker in its HTML.
 */
const PAGE_BLOCKS: Readonly<Partial<Record<RouteName, ComponentType>>> = {
  'partner-ferrycenter': FerryPromotionBox,
  'gift-cards': GiftVoucherCards,
};

/**
 * A content page of the CMS (002 §2.2, §2.11): the catch-all `/*` and `/{locale}/*` and the
 * named pages (about us, cookies, privacy policy, user terms, company details, insurance…),
 * looked up by path and locale. Its breadcrumb and FAQ are also structured data. A page that
 * does not exist is the route's 404 (the loader); a failure to load shows with a retry.
 */
export function ContentPage() {
  const location = useLocation();
  const locale = useLocale();
  const preloaded = useLoaderData<CmsPage | null>();
  const page = useQuery({ ...cmsPageQuery(cmsPathIn(location.pathname, locale), locale), initialData: preloaded ?? undefined });
  const catchAll = !useRouteName();
  // The footer is left out of catch-all pages, unless they show an error (002 §2.4).
  useHideFooter(catchAll && !page.isError);

  if (page.data) return <CmsPageView page={page.data} />;
  if (page.isError) {
    // Found missing on a retry (the loader's lookup had failed): the route's 404 page, as from the loader.
    if (pageLookupFailure(page.error) === 'not-found') throw new ErrorResponse(404, 'Not Found', null);
    return <LoadFailure onRetry={() => void page.refetch()} retrying={page.isFetching} />;
  }
  return <Loading />;
}

function Loading() {
  const { t } = useLingui();
  return (
    <Container className={css.page}>
      <SkeletonGroup label={t`Loading the page`}>
        <Skeleton shape="rect" height="2.5rem" />
        <Skeleton shape="rect" height="10rem" />
      </SkeletonGroup>
    </Container>
  );
}

function LoadFailure({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useLingui();
  return (
    <Container className={css.page}>
      <title>{t`The page could not be loaded | Campershare`}</title>
      <div role="alert" className={css.section}>
        <Heading level={1}>
          <Trans>The page could not be loaded</Trans>
        </Heading>
        <Text>
          <Trans>Check your connection and try again.</Trans>
        </Text>
        <div>
          <Button onClick={onRetry} loading={retrying}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </div>
    </Container>
  );
}

function CmsPageView({ page }: { page: CmsPage }) {
  const { t } = useLingui();
  const locale = useLocale();
  const origin = siteOrigin(useSite());
  const hrefTo = useLocalizedHref();
  const home = href('index', {}, locale);
  const trail = [
    { name: t`Home`, path: home },
    ...(page.parent ? [{ name: page.parent.title, path: sitePath(page.parent.path, locale) }] : []),
    { name: page.breadcrumbTitle, path: sitePath(page.path, locale) },
  ];
  const Block = PAGE_BLOCKS[useRouteName() as RouteName];
  const search = page.searchSettings ? pageSearchLink(page.searchSettings) : null;
  const place = search?.place;

  return (
    <Container className={css.page}>
      <title>{`${page.title} | Campershare`}</title>
      {page.description && <meta name="description" content={page.description} />}
      <JsonLd data={breadcrumbJsonLd(trail.map((step) => ({ name: step.name, url: origin + step.path })))} />
      {page.faq.length > 0 && <JsonLd data={faqJsonLd(page.faq)} />}

      <nav aria-label={t`Breadcrumb`} className={css.breadcrumb}>
        <ol className={css.crumbs}>
          {trail.map((step, index) =>
            index === trail.length - 1 ? (
              <li key={step.path} aria-current="page">
                {step.name}
              </li>
            ) : (
              <li key={step.path}>
                <Link to={step.path} variant="subtle">
                  {step.name}
                </Link>
              </li>
            ),
          )}
        </ol>
      </nav>

      <Heading level={1}>{page.title}</Heading>
      <RichText html={page.content} />
      {Block && <Block />}

      {search && (
        <div>
          <ButtonLink to={hrefTo(search.route, {}, search.query)}>{place ? t`See vehicles near ${place}` : t`See the vehicles`}</ButtonLink>
        </div>
      )}

      {page.children.length > 0 && (
        <section className={css.section} aria-labelledby="content-page-children">
          <Heading level={2} size="md" id="content-page-children">
            <Trans>More on this topic</Trans>
          </Heading>
          <ul className={css.children}>
            {page.children.map((child) => (
              <li key={child.path}>
                <Link to={sitePath(child.path, locale)}>{child.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {page.faq.length > 0 && (
        <section className={css.section} aria-labelledby="content-page-faq">
          <Heading level={2} size="md" id="content-page-faq">
            <Trans>Frequently asked questions</Trans>
          </Heading>
          <div className={css.faq}>
            {page.faq.map((entry) => (
              <details key={entry.question} className={css.question}>
                <summary>{entry.question}</summary>
                <RichText html={entry.answer} />
              </details>
            ))}
          </div>
        </section>
      )}
    </Container>
  );
}
