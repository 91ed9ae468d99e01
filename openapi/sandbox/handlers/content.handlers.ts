import type { components, paths } from '@openapi/generated/content';
import { notFound } from '../http/api-error';
import type { RouteContext, Routes } from '../http/route';
import { LOCALE_LANGUAGES } from '../seed/seed-content';
import { MAGAZINE } from '../seed/words/magazine';
import type { PostRow, TaxonomyRow } from '../store/rows';

type C = components['schemas'];
type Locale = C['Locale'];

/** Average reading speed for `readingTimeSec`. */
const WORDS_PER_MINUTE = 200;
/** 002 §2.2 magazine path words per locale. */
const MAGAZINE_PATH: Readonly<Record<Locale, string>> = { en: '/magazine', de: '/de/magazin', at: '/at/magazin', ch: '/magazin', fr: '/magazine', se: '/se/magasin', 'fi-sv': '/fi-sv/magasin', no: '/no/magasin', fi: '/fi/lehti', dk: '/dk/magasin' };

function taxonomyView(ctx: RouteContext, taxonomy: TaxonomyRow): C['Taxonomy'] {
  const { language: _language, group, ...fields } = taxonomy;
  const posts = ctx.store.posts.by('language', taxonomy.language).filter((p) => (taxonomy.type === 'category' ? p.categoryId === taxonomy.id : p.tagIds.includes(taxonomy.id)));
  return {
    ...fields,
    count: posts.length,
    parent: null,
    translations: ctx.store.taxonomies.by('group', group).filter((t) => t.type === taxonomy.type && t.id !== taxonomy.id).map((t) => ({ language: t.language, slug: t.slug, id: t.id })),
    seoMeta: { title: taxonomy.name, description: `${taxonomy.name} – ${MAGAZINE[LOCALE_LANGUAGES[taxonomy.language]].title}` },
  };
}

function postView(ctx: RouteContext, post: PostRow, withContent: boolean): C['BlogPost'] {
  const words = post.content.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
  const author = ctx.store.postAuthors.get(post.authorId);
  const category = ctx.store.taxonomies.get(post.categoryId);
  const card = ctx.urls.photo('magazine', post.id, 0);
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    ...(withContent ? { content: post.content } : {}),
    image: { url: card.large.url, alt: post.title, width: 1100, height: 733, sizes: { thumbnail: card.card.url, medium: card.medium.url, large: card.large.url } },
    author: author ? { id: author.id, name: author.name, avatarUrl: null, description: author.description } : null,
    date: post.date,
    modified: post.modified,
    category: category ? taxonomyView(ctx, category) : null,
    tags: post.tagIds.flatMap((id) => ctx.store.taxonomies.get(id) ?? []).map((t) => taxonomyView(ctx, t)),
    tableOfContents: post.tableOfContents,
    readingTimeSec: Math.max(60, Math.round((words / WORDS_PER_MINUTE) * 60)),
    wordCount: words,
    template: post.template,
    translations: ctx.store.posts.by('group', post.group).filter((p) => p.id !== post.id).map((p) => ({ language: p.language, slug: p.slug, id: p.id })),
    seoMeta: { title: post.title, description: post.excerpt, canonical: null, robots: 'index, follow', ogImage: card.large.url },
  };
}

/** WordPress-style paging: `page`, `per_page` and the totals in X-WP-Total / X-WP-TotalPages. */
function page<T>(items: readonly T[], query: URLSearchParams): { data: T[]; headers: Record<string, string> } {
  const number = Number(query.get('page') ?? 1);
  const size = Number(query.get('per_page') ?? 100);
  return { data: items.slice((number - 1) * size, number * size), headers: { 'X-WP-Total': String(items.length), 'X-WP-TotalPages': String(Math.ceil(items.length / size)) } };
}

const languageOf = (query: URLSearchParams): Locale => (query.get('language') ?? 'en') as Locale;

export function contentHandlers(api: Routes<paths>) {
  const postsOf = (ctx: RouteContext, language: Locale) => ctx.store.posts.by('language', language);

  return [
    api.get('/frontpage', ({ request, response }, ctx) => {
      const language = languageOf(new URL(request.url).searchParams);
      const posts = postsOf(ctx, language).sort((a, b) => b.date.localeCompare(a.date));
      if (posts.length === 0) throw notFound('front page');
      const words = MAGAZINE[LOCALE_LANGUAGES[language]];
      const hero = posts[0] ? ctx.urls.photo('magazine', posts[0].id, 0) : undefined;
      return response(200).json({
        title: words.title,
        intro: words.intro,
        heroImage: hero ? { url: hero.xlarge.url, alt: words.title, width: 1280, height: 853, sizes: { large: hero.large.url } } : null,
        featuredPosts: posts.filter((p) => p.featured).map((p) => postView(ctx, p, false)),
        latestPosts: posts.slice(0, 6).map((p) => postView(ctx, p, false)),
        categories: ctx.store.taxonomies.by('language', language).filter((t) => t.type === 'category').map((t) => taxonomyView(ctx, t)),
        seoMeta: { title: words.title, description: words.intro },
      });
    }),

    api.get('/sitemap', ({ request, response }, ctx) => {
      const language = languageOf(new URL(request.url).searchParams);
      const base = MAGAZINE_PATH[language];
      const pages = ctx.store.pages.by('locale', language);
      const taxonomies = ctx.store.taxonomies.by('language', language);
      const entry = (title: string, path: string, modified: string | null = null): C['SitemapEntry'] => ({ title, path, modified });
      return response(200).json({
        pages: pages.filter((p) => p.parentGroup === null).map((p) => ({ ...entry(p.title, p.path, p.updatedAt), children: pages.filter((c) => c.parentGroup === p.group).map((c) => entry(c.title, c.path, c.updatedAt)) })),
        posts: postsOf(ctx, language).map((p) => entry(p.title, `${base}/${p.slug}`, p.modified)),
        categories: taxonomies.filter((t) => t.type === 'category').map((t) => entry(t.name, `${base}/category/${t.slug}`)),
        tags: taxonomies.filter((t) => t.type === 'tag').map((t) => entry(t.name, `${base}/tag/${t.slug}`)),
      });
    }),

    api.get('/posts', ({ request, response }, ctx) => {
      const query = new URL(request.url).searchParams;
      const slug = query.get('slug');
      const categories = query.get('categories')?.split(',').map(Number);
      const tags = query.get('tags')?.split(',').map(Number);
      const search = query.get('search')?.toLowerCase();
      const orderBy = query.get('orderby') ?? 'title';
      const descending = query.get('order') === 'desc';
      const posts = postsOf(ctx, languageOf(query))
        .filter(
          (p) =>
            (slug === null || p.slug === slug) &&
            (!categories || categories.includes(p.categoryId)) &&
            (!tags || p.tagIds.some((id) => tags.includes(id))) &&
            (!search || `${p.title} ${p.excerpt}`.toLowerCase().includes(search)),
        )
        .sort((a, b) => (orderBy === 'date' ? a.date.localeCompare(b.date) : a.title.localeCompare(b.title)) * (descending ? -1 : 1));
      const { data, headers } = page(posts, query);
      return response(200).json(
        data.map((p) => postView(ctx, p, slug !== null)),
        { headers },
      );
    }),

    api.get('/recommended/{id}', ({ params, request, response }, ctx) => {
      const post = ctx.store.posts.get(Number(params.id));
      if (!post) throw notFound('post');
      const language = languageOf(new URL(request.url).searchParams);
      const others = postsOf(ctx, language).filter((p) => p.group !== post.group);
      // Same category first, newest first.
      const ranked = others.sort((a, b) => Number(b.categoryId === post.categoryId) - Number(a.categoryId === post.categoryId) || b.date.localeCompare(a.date));
      return response(200).json(ranked.slice(0, 3).map((p) => postView(ctx, p, false)));
    }),

    api.get('/categories', ({ request, response }, ctx) => {
      const query = new URL(request.url).searchParams;
      const slug = query.get('slug');
      const items = ctx.store.taxonomies.by('language', languageOf(query)).filter((t) => t.type === 'category' && (slug === null || t.slug === slug));
      const { data, headers } = page(items, query);
      return response(200).json(
        data.map((t) => taxonomyView(ctx, t)),
        { headers },
      );
    }),

    api.get('/tags', ({ request, response }, ctx) => {
      const query = new URL(request.url).searchParams;
      const slug = query.get('slug');
      const items = ctx.store.taxonomies.by('language', languageOf(query)).filter((t) => t.type === 'tag' && (slug === null || t.slug === slug));
      const { data, headers } = page(items, query);
      return response(200).json(
        data.map((t) => taxonomyView(ctx, t)),
        { headers },
      );
    }),

    api.get('/navigation', ({ request, response }, ctx) => {
      const language = languageOf(new URL(request.url).searchParams);
      const taxonomies = ctx.store.taxonomies.by('language', language);
      const rentOut = ctx.store.pages.by('group', 'rent-out').find((p) => p.locale === language);
      const items: C['NavigationItem'][] = [
        ...taxonomies.filter((t) => t.type === 'category').map((t): C['NavigationItem'] => ({ title: t.name, slug: t.slug, linkType: 'category', link: null, subItems: [] })),
        {
          title: taxonomies.find((t) => t.group === 'beginners')?.name ?? 'Tags',
          slug: null,
          linkType: 'custom',
          link: null,
          subItems: taxonomies.filter((t) => t.type === 'tag').map((t) => ({ title: t.name, slug: t.slug, linkType: 'tag', link: null })),
        },
        ...(rentOut ? [{ title: rentOut.title, slug: null, linkType: 'custom' as const, link: rentOut.path }] : []),
      ];
      return response(200).json(items);
    }),
  ];
}
