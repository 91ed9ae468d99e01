import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { siteOrigin } from '@/shared/config';
import { useLocale, useSite } from '@/shared/i18n';

export interface SocialMetaProps {
  /** Open Graph's kind of page: a vehicle is a `product`, a magazine post an `article`, an owner a `profile`. */
  type: 'website' | 'article' | 'profile' | 'product';
  title: string;
  description?: string | undefined;
  /** An absolute image address; a page without one (or a profile, whose image is an avatar) gets the small card. */
  image?: string | undefined;
  /** The kind's own properties (a product's price, an article's date). */
  children?: ReactNode;
}

/**
 * What a link to the page shows where it is shared (Open Graph, and Twitter's card, which reads the
 * same): its title, description, image and address, in the head of the server's HTML. The address
 * comes from the route, not the window: the server writes the same one.
 */
export function SocialMeta({ type, title, description, image, children }: SocialMetaProps) {
  const locale = useLocale();
  const url = siteOrigin(useSite()) + useLocation().pathname;
  return (
    <>
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content="Campershare" />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={locale.replace('-', '_')} />
      {image && <meta property="og:image" content={image} />}
      {children}
      {/* A profile's image is an avatar, square and small: the small card. */}
      <meta name="twitter:card" content={image && type !== 'profile' ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      {description && <meta name="twitter:description" content={description} />}
      {image && <meta name="twitter:image" content={image} />}
    </>
  );
}
