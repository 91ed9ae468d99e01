import type { MagazinePostCard } from '@/entities/magazine';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { href } from '@/shared/routing';
import { Link } from '@/shared/ui/link';
import * as css from './magazine.css';

/** Cards are a third of the page above 991 px, the full width below. */
const CARD_SIZES = '(min-width: 992px) 33vw, 100vw';

/** Post dates as the server and every browser print them: the content service's day, in UTC. */
export const formatPostDate = (intl: string, date: string) => new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date));

export function PostCard({ post, headingLevel = 2 }: { post: MagazinePostCard; headingLevel?: 2 | 3 }) {
  const locale = useLocale();
  const { intl } = useLocaleInfo();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={css.card}>
      {post.image && (
        <img className={css.cardImage} src={post.image.url} srcSet={post.image.srcSet || undefined} sizes={CARD_SIZES} width={post.image.width} height={post.image.height} alt="" loading="lazy" decoding="async" />
      )}
      <div className={css.cardBody}>
        {post.category && <p className={css.muted}>{post.category.name}</p>}
        <Heading className={css.cardTitle}>
          <Link to={href('magazine-post', { slug: post.slug }, locale)}>{post.title}</Link>
        </Heading>
        <p className={css.muted}>
          <time dateTime={post.date}>{formatPostDate(intl, post.date)}</time>
        </p>
        {post.excerpt && <p>{post.excerpt}</p>}
      </div>
    </article>
  );
}
