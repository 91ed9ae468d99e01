import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import { magazineListQuery, magazinePageCount, magazinePageOf, type MagazineTaxonomy } from '@/entities/magazine';
import { useLocale } from '@/shared/i18n';
import { href } from '@/shared/routing';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Link } from '@/shared/ui/link';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { LoadFailure } from './load-failure';
import { MagazineMenu } from './magazine-menu';
import * as css from './magazine.css';
import { PostCard } from './post-card';

/** The magazine's list (002 §2.11): 9 posts a page, newest first, with the count of all of them. */
export function MagazinePage() {
  const { t } = useLingui();
  return <PostList title={t`Magazine`} />;
}

/** A category's posts; the loader has sent a missing category to the magazine. */
export function MagazineCategoryPage() {
  const category = useLoaderData<MagazineTaxonomy | null>();
  const { t } = useLingui();
  return <PostList title={category?.name ?? t`Magazine`} taxonomy={category} />;
}

/** A tag's posts; the loader has sent a missing tag to the magazine. */
export function MagazineTagPage() {
  const tag = useLoaderData<MagazineTaxonomy | null>();
  const { t } = useLingui();
  const name = tag?.name;
  return <PostList title={name ? t`Articles tagged ${name}` : t`Magazine`} taxonomy={tag} />;
}

function PostList({ title, taxonomy }: { title: string; taxonomy?: MagazineTaxonomy | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const page = magazinePageOf(params.get('page'));
  // A taxonomy page whose taxonomy could not be loaded shows that failure, not every post.
  const filter = taxonomy ? { kind: taxonomy.type, id: taxonomy.id } : {};
  const list = useQuery({ ...magazineListQuery(locale, page, filter), enabled: taxonomy !== null });
  const pages = list.data ? magazinePageCount(list.data.total) : 1;
  const total = list.data?.total ?? 0;
  const base = taxonomy ? href(taxonomy.type === 'category' ? 'magazine-category' : 'magazine-tag', { slug: taxonomy.slug }, locale) : href('magazine', {}, locale);
  const pageHref = (n: number) => (n === 1 ? base : `${base}?page=${n}`);

  return (
    <Container className={css.page}>
      <title>{page > 1 ? t`${title}, page ${page} | Campershare` : `${title} | Campershare`}</title>
      <MagazineMenu />
      <Heading level={1}>{title}</Heading>
      {taxonomy === null ? (
        <LoadFailure onRetry={() => void revalidator.revalidate()} retrying={revalidator.state === 'loading'} />
      ) : list.data ? (
        <>
          <p className={css.muted} role="status">
            <Plural value={total} one="# article" other="# articles" />
          </p>
          <ul className={css.grid}>
            {list.data.posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label={t`Pages of articles`} className={css.pager}>
              {page > 1 ? <Link to={pageHref(page - 1)}>{t`Newer articles`}</Link> : <span />}
              <span className={css.muted}>{t`Page ${page} of ${pages}`}</span>
              {page < pages ? <Link to={pageHref(page + 1)}>{t`Older articles`}</Link> : <span />}
            </nav>
          )}
        </>
      ) : list.isError ? (
        <LoadFailure onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <SkeletonGroup label={t`Loading articles`}>
          <Skeleton shape="rect" height="16rem" />
          <Skeleton shape="rect" height="16rem" />
        </SkeletonGroup>
      )}
      {list.data && list.data.posts.length === 0 && (
        <p>
          <Trans>There are no articles here yet.</Trans>
        </p>
      )}
    </Container>
  );
}
