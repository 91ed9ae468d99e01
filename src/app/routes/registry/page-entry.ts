import type { ComponentType } from 'react';
import type { Guard } from '../guards';

export type LayoutId = 'default' | 'bare' | 'magazine';

export interface PageEntry {
  layout: LayoutId;
  load: () => Promise<{ Component: ComponentType }>;
  /** Who may open the page; none means everyone. */
  guard?: Guard;
}
