import type { components } from '@/shared/api';

type Page = components['schemas']['Page'];

export interface CmsPageLink {
  path: string;
  title: string;
}

/** A content page as the app shows it: its HTML already sanitised. */
export interface CmsPage {
  id: number;
  path: string;
  title: string;
  breadcrumbTitle: string;
  /** Sanitised HTML. */
  content: string;
  /** Answers are sanitised HTML. */
  faq: { question: string; answer: string }[];
  parent: CmsPageLink | null;
  children: CmsPageLink[];
  searchSettings: Page['searchSettings'];
  description: string | null;
}

type Sanitise = (html: string) => Promise<string>;

/** The API's page mapped for the app, its HTML and FAQ answers made safe to render. */
export async function mapCmsPage(page: Page, sanitise: Sanitise): Promise<CmsPage> {
  const link = (summary: components['schemas']['PageSummary']): CmsPageLink => ({ path: summary.path, title: summary.breadcrumbTitle || summary.title });
  return {
    id: page.id,
    path: page.path,
    title: page.title,
    breadcrumbTitle: page.breadcrumbTitle || page.title,
    content: await sanitise(page.content ?? ''),
    faq: await Promise.all((page.faq ?? []).map(async ({ question, answer }) => ({ question, answer: await sanitise(answer) }))),
    parent: page.parent ? link(page.parent) : null,
    children: (page.children ?? []).map(link),
    searchSettings: page.searchSettings ?? null,
    description: page.seoMeta?.description || null,
  };
}
