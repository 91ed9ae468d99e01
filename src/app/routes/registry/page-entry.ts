import type { ComponentType } from 'react';
import type { CatalogArea } from '@/shared/i18n';
import type { Guard } from '../guards';

export type LayoutId = 'default' | 'bare' | 'magazine';

export interface PageEntry {
  layout: LayoutId;
  load: () => Promise<{ Component: ComponentType }>;
  /** Who may open the page; none means everyone. */
  guard?: Guard;
  /** The message catalogs the page waits for (the area of its registry file when not given). */
  catalogs?: readonly CatalogArea[];
}
