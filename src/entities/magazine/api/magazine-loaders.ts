import { replace, type LoaderFunctionArgs } from 'react-router';
import type { Locale } from '@/shared/i18n';
import { href } from '@/shared/routing';
import type { MagazinePost, MagazineTaxonomy } from '../model/magazine-post';
import { fetchPost, fetchTaxonomy } from './magazine-queries';

/**
 * 002 §2.11, §8: a missing post or taxonomy goes to the magazine with a 301. The browser's
 * equivalent replaces the history entry (Back does not return to the missing address); the server
 * answers 301, and a static host needs the same rule of its own.
 */
const toMagazine = (locale: Locale) => replace(href('magazine', {}, locale), 301);

/** The article page's loader: the post, or the magazine when there is none. A failure is the page's to show. */
export const magazinePostLoader =
  (locale: Locale) =>
  async ({ params, request }: LoaderFunctionArgs): Promise<MagazinePost | null> => {
  const slug = params['slug'] ?? '';
  let post: MagazinePost | null;
  try {
    post = await fetchPost(locale, slug, request.signal);
  } catch {
    return null;
  }
  if (!post) throw toMagazine(locale);
  return post;
  };

/** A category or tag page's loader: the taxonomy, or the magazine when there is none (or no slug). */
export const magazineTaxonomyLoader =
  (kind: 'category' | 'tag', locale: Locale) =>
  async ({ params, request }: LoaderFunctionArgs): Promise<MagazineTaxonomy | null> => {
    const slug = params['slug'];
    if (!slug) throw toMagazine(locale);
    let taxonomy: MagazineTaxonomy | null;
    try {
      taxonomy = await fetchTaxonomy(locale, kind, slug, request.signal);
    } catch {
      return null;
    }
    if (!taxonomy) throw toMagazine(locale);
    return taxonomy;
  };
