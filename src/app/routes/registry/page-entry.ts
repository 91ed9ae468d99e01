import type { ComponentType } from 'react';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router';
import type { CatalogArea, Locale } from '@/shared/i18n';
import type { Guard } from '../guards';

export type LayoutId = 'default' | 'bare' | 'magazine';

export interface PageEntry {
  layout: LayoutId;
  load: () => Promise<{ Component: ComponentType }>;
  /** Who may open the page; none means everyone. */
  guard?: Guard;
  /**
   * Built for phones and large screens only (002 §6's "mobile or large screens" guard): a device
   * that is neither, such as a narrow desktop window, is sent to the home page.
   */
  screens?: 'mobile-or-large';
  /**
   * Data the page needs before it renders, asked for as the navigation starts: a loader in the
   * page's lazy module would start only once that module has arrived. Runs after the guard.
   */
  loader?: LoaderFunction;
  /** The loader, for a page whose loader needs the route's locale (which the host alone does not say). */
  localeLoader?: (locale: Locale) => LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
  /** The message catalogs the page waits for (the area of its registry file when not given). */
  catalogs?: readonly CatalogArea[];
  /**
   * The steps of one flow: routes of the same group share one mounted page (the first entry's
   * `load`), which reads its step from the matched route's name. The flow's machine and what is
   * under way then survive the move from one step's URL to the next.
   */
  group?: string;
  /**
   * Public, and the same for every visitor: the server renders its HTML (issue #27), which the
   * browser hydrates. Never on a page that reads the session.
   */
  serverRendered?: boolean;
}
