import type { ComponentProps } from 'react';
import { cx } from '../utils/class-names';
import { visuallyHidden } from './visually-hidden.css';

/** Text for screen readers only, e.g. a label for an icon or a count. */
export function VisuallyHidden({ className, ...props }: ComponentProps<'span'>) {
  return <span className={cx(visuallyHidden, className)} {...props} />;
}
