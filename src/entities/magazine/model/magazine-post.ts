import type { contentComponents as components } from '@/shared/api';

type BlogPost = components['schemas']['BlogPost'];

export type MagazineTaxonomy = Pick<components['schemas']['Taxonomy'], 'id' | 'slug' | 'name' | 'type'>;
export type MagazineNavigationItem = components['schemas']['NavigationItem'];

export interface MagazineImage {
  url: string;
  alt: string;
  width: number;
  height: number;
  /** `url width` pairs of the renditions, for `srcset`. */
  srcSet: string;
}

/** A post as a card in a list. */
export interface MagazinePostCard {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image: MagazineImage | null;
  date: string;
  category: MagazineTaxonomy | null;
}

/** A post as its article page shows it: the content already sanitised. */
export interface MagazinePost extends MagazinePostCard {
  content: string;
  author: string | null;
  readingTimeSec: number;
  tableOfContents: { id: string; title: string; level: number }[];
  tags: MagazineTaxonomy[];
  description: string | null;
}

/** Widths of the content service's renditions (WordPress's thumbnail, medium and large). */
const RENDITION_WIDTHS: Readonly<Record<string, number>> = { thumbnail: 300, medium: 768, large: 1100 };

function imageOf(image: BlogPost['image']): MagazineImage | null {
  if (!image) return null;
  const width = image.width ?? 1100;
  const height = image.height ?? Math.round((width * 2) / 3);
  const renditions = Object.entries(image.sizes ?? {}).flatMap(([name, url]) => (RENDITION_WIDTHS[name] ? [`${url} ${RENDITION_WIDTHS[name]}w`] : []));
  return { url: image.url, alt: image.alt ?? '', width, height, srcSet: renditions.join(', ') };
}

const taxonomyOf = ({ id, slug, name, type }: components['schemas']['Taxonomy']): MagazineTaxonomy => ({ id, slug, name, type });

export function mapPostCard(post: BlogPost): MagazinePostCard {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt ?? '',
    image: imageOf(post.image),
    date: post.date,
    category: post.category ? taxonomyOf(post.category) : null,
  };
}

export async function mapPost(post: BlogPost, sanitise: (html: string) => Promise<string>): Promise<MagazinePost> {
  return {
    ...mapPostCard(post),
    content: await sanitise(post.content ?? ''),
    author: post.author?.name ?? null,
    readingTimeSec: post.readingTimeSec ?? 60,
    tableOfContents: post.tableOfContents ?? [],
    tags: (post.tags ?? []).map(taxonomyOf),
    description: post.seoMeta?.description || post.excerpt || null,
  };
}
