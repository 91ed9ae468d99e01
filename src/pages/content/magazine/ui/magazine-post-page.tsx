import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLoaderData, useParams, useRevalidator } from 'react-router';
import { magazinePostQuery, readingMinutes, recommendedPostsQuery, type MagazinePost } from '@/entities/magazine';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { href } from '@/shared/routing';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Link } from '@/shared/ui/link';
import { RichText } from '@/shared/ui/rich-text';
import { SocialMeta } from '@/shared/ui/social-meta';
import { LoadFailure } from './load-failure';
import { MagazineMenu } from './magazine-menu';
import * as css from './magazine.css';
import { PopularCampers } from './popular-campers';
import { PostCard, formatPostDate } from './post-card';

/** The article is the page's column, 48rem at most. */
const HERO_SIZES = '(min-width: 992px) 768px, 100vw';

/**
 * A magazine article (002 §2.11): title, image, author, date, reading time, table of contents,
 * the content, its tags and three posts to read next. A missing post has been sent to the
 * magazine by the loader.
 */
export function MagazinePostPage() {
  const locale = useLocale();
  const slug = useParams()['slug'] ?? '';
  const preloaded = useLoaderData<MagazinePost | null>();
  const revalidator = useRevalidator();
  const post = useQuery({ ...magazinePostQuery(locale, slug), initialData: preloaded ?? undefined, enabled: preloaded !== null });
  return (
    <Container className={css.page}>
      <MagazineMenu />
      {post.data ? (
        <Article post={post.data} />
      ) : (
        <LoadFailure onRetry={() => void revalidator.revalidate()} retrying={revalidator.state === 'loading'} />
      )}
    </Container>
  );
}

function Article({ post }: { post: MagazinePost }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { intl } = useLocaleInfo();
  const minutes = readingMinutes(post.readingTimeSec);
  const author = post.author;
  const recommended = useQuery(recommendedPostsQuery(locale, post.id));

  return (
    <>
      <title>{`${post.title} | Campershare`}</title>
      {post.description && <meta name="description" content={post.description} />}
      <SocialMeta type="article" title={post.title} description={post.description ?? undefined} image={post.image?.url}>
        <meta property="article:published_time" content={post.date} />
      </SocialMeta>
      <article className={css.article} aria-labelledby="post-title">
        <Heading level={1} id="post-title">
          {post.title}
        </Heading>
        <p className={css.meta}>
          {author && <span>{t`By ${author}`}</span>}
          <time dateTime={post.date}>{formatPostDate(intl, post.date)}</time>
          <span>{t`${minutes} min read`}</span>
          {post.category && (
            <Link to={href('magazine-category', { slug: post.category.slug }, locale)} variant="subtle">
              {post.category.name}
            </Link>
          )}
        </p>
        {post.image && (
          <img className={css.hero} src={post.image.url} srcSet={post.image.srcSet || undefined} sizes={HERO_SIZES} width={post.image.width} height={post.image.height} alt={post.image.alt} fetchPriority="high" />
        )}
        {post.tableOfContents.length > 0 && (
          <nav aria-labelledby="post-toc" className={css.toc}>
            <Heading level={2} size="sm" id="post-toc">
              <Trans>Contents</Trans>
            </Heading>
            <ol className={css.tocList}>
              {post.tableOfContents.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`}>{entry.title}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <RichText html={post.content} />
        {post.tags.length > 0 && (
          <ul className={css.tags} aria-label={t`Tags`}>
            {post.tags.map((tag) => (
              <li key={tag.id}>
                <Link to={href('magazine-tag', { slug: tag.slug }, locale)} variant="subtle" className={css.tag}>
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </article>
      {recommended.data && recommended.data.length > 0 && (
        <section className={css.section} aria-labelledby="post-recommended">
          <Heading level={2} size="md" id="post-recommended">
            <Trans>Read next</Trans>
          </Heading>
          <ul className={css.grid}>
            {recommended.data.map((card) => (
              <li key={card.id}>
                <PostCard post={card} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <PopularCampers />
    </>
  );
}
