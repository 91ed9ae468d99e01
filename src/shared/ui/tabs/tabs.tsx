import type { ComponentProps } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { cx } from '../utils/class-names';
import * as styles from './tabs.css';

/** Groups `TabsList` and `TabsContent`; takes `value`/`defaultValue` and `onValueChange`. */
export const Tabs = RadixTabs.Root;

/** The row of tabs; arrow keys move between them. Give it an `aria-label` when no heading names it. */
export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={cx(styles.list, className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={cx(styles.trigger, className)} {...props} />;
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cx(styles.content, className)} {...props} />;
}
