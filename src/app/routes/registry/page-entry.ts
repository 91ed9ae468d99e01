import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router';
import type { CatalogArea } from '@/shared/i18n';
import type { Guard } from '../guards';

export type LayoutId = 'default' | 'bare' | 'magazine';

export interface PageEntry {
  layout: LayoutId;
  load: () => Promise<{ Component: ComponentType }>;
  /** Who may open the page; none means everyone. */
  guard?: Guard;
  /**
   * Data the page needs before it renders, asked for as the navigation starts: a loader in the
   * page's lazy module would start only once that module has arrived. Runs after the guard.
   */
  loader?: LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
  /**
   * The document title, for a page that does not set its own `<title>` (each page has one of its
   * own, issue #23 point 9). A page that renders a `<title>` leaves this out.
   */
  title?: MessageDescriptor;
  /** The message catalogs the page waits for (the area of its registry file when not given). */
  catalogs?: readonly CatalogArea[];
}
