import { Popover } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { SwitcherButton } from '../switcher/switcher';
import { popover } from '../switcher/switcher.css';
import { cx } from '../utils/class-names';

export interface SwitcherPopoverProps {
  label: string;
  current: ReactNode;
  /** Names the popup ("Choose language"). */
  contentLabel: string;
  contentClassName?: string;
  /** The choices; `close` after one is chosen. */
  children: (close: () => void) => ReactNode;
}

/**
 * The popup of a `LazySwitcher` (load it lazily: it brings the positioning code). It mounts
 * open, in place of the button that asked for it.
 */
export function SwitcherPopover({ label, current, contentLabel, contentClassName, children }: SwitcherPopoverProps) {
  const [open, setOpen] = useState(true);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <SwitcherButton label={label} current={current} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={cx(popover, contentClassName)} align="end" sideOffset={8} aria-label={contentLabel}>
          {children(() => setOpen(false))}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
