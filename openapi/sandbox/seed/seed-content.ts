import type { components } from '@openapi/generated/schema';
import type { TaxonomyRow } from '../store/rows';
import { asciiSlug } from '../logic/slug';
import type { SeedContext } from './seed-context';
import { AUTHORS, MAGAZINE, type CategoryGroup, type TagGroup } from './words/magazine';
import type { TextLanguage } from './words/places';

type Locale = components['schemas']['Locale'];

/** The site locales (the contract's Locale enum) and the language their texts are in. */
export const LOCALE_LANGUAGES: Readonly<Record<Locale, TextLanguage>> = {
  en: 'en',
  at: 'de',
  de: 'de',
  ch: 'de',
  fr: 'fr',
  se: 'sv',
  'fi-sv': 'sv',
  no: 'nb',
  fi: 'fi',
  dk: 'da',
};

export const SITE_LOCALES = Object.keys(LOCALE_LANGUAGES) as Locale[];

/** Swiss German spells without ß. */
const localise = (text: string, locale: Locale): string => (locale === 'ch' ? text.replace(/ß/g, 'ss') : text);

/**
 * The magazine of the content service, in every site locale: authors, categories,
 * tags and the articles (translations share a group). Dates spread over the last year.
 */
export function seedContent(ctx: SeedContext): void {
  const { random, store } = ctx;
  const authors = AUTHORS.map((author) => store.postAuthors.insert(author));
  for (const locale of SITE_LOCALES) {
    const words = MAGAZINE[LOCALE_LANGUAGES[locale]];
    const taxonomy = (type: TaxonomyRow['type'], group: string, name: string) =>
      store.taxonomies.insert({ language: locale, type, group, slug: asciiSlug(localise(name, locale)), name: localise(name, locale), description: null });
    const categories = new Map(
      (Object.entries(words.categories) as [CategoryGroup, string][]).map(([group, name]) => [group, taxonomy('category', group, name)]),
    );
    const tags = new Map((Object.entries(words.tags) as [TagGroup, string][]).map(([group, name]) => [group, taxonomy('tag', group, name)]));
    words.articles.forEach((article, index) => {
      const date = ctx.at(-(20 + index * 61 + random.int(0, 20)));
      const title = localise(article.title, locale);
      const sections = article.sections.map(([heading, body]) => [localise(heading, locale), localise(body, locale)] as const);
      const category = categories.get(article.category);
      if (!category) throw new Error(`No category ${article.category}`);
      store.posts.insert({
        language: locale,
        group: article.group,
        slug: asciiSlug(title),
        title,
        excerpt: localise(article.excerpt, locale),
        content: [`<p>${localise(article.excerpt, locale)}</p>`, ...sections.map(([heading, body]) => `<h2 id="${asciiSlug(heading)}">${heading}</h2><p>${body}</p>`)].join(''),
        authorId: (authors[index % authors.length] ?? authors[0])?.id ?? 1,
        date,
        modified: date,
        categoryId: category.id,
        tagIds: article.tags.flatMap((tag) => tags.get(tag)?.id ?? []),
        tableOfContents: sections.map(([heading]) => ({ id: asciiSlug(heading), title: heading, level: 2 })),
        template: 'default',
        featured: index < 2,
      });
    });
  }
}
