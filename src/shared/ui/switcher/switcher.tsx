import { Suspense, useState, type ComponentProps, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { cx } from '../utils/class-names';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import * as styles from './switcher.css';

export interface SwitcherButtonProps extends ComponentProps<'button'> {
  /** What the button switches ("Language"), for screen readers. */
  label: string;
  /** The current value, shown. */
  current: ReactNode;
}

/** The switcher's button; also the popover's trigger once that has loaded. */
export function SwitcherButton({ label, current, className, ...props }: SwitcherButtonProps) {
  return (
    <button type="button" className={cx(styles.trigger, className)} {...props}>
      <VisuallyHidden>{label} </VisuallyHidden>
      {current}
    </button>
  );
}

export interface LazySwitcherProps {
  label: string;
  current: ReactNode;
  /** The popover, mounted open in place of the button once asked for (`lazy()` at module level). */
  popover: LazyExoticComponent<ComponentType>;
  /** Starts loading the popover's code (on hover and focus, before the click). */
  preload: () => Promise<unknown>;
}

/**
 * A header switcher whose popup and positioning code load on first hover, focus or click,
 * which keeps them out of the JS every page needs at start.
 */
export function LazySwitcher({ label, current, popover: Popover, preload }: LazySwitcherProps) {
  const [requested, setRequested] = useState(false);
  const button = (
    <SwitcherButton
      label={label}
      current={current}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void preload()}
      onFocus={() => void preload()}
      onClick={() => setRequested(true)}
    />
  );
  if (!requested) return button;
  return (
    <Suspense fallback={button}>
      <Popover />
    </Suspense>
  );
}
