import type { HTMLAttributes } from 'react';
import { cx } from '../utils/class-names';
import { callout } from './callout.css';

export interface CalloutProps extends HTMLAttributes<HTMLElement> {
  /** danger: something failed (with `role="alert"`); info: something to know; success: something done. */
  tone?: 'danger' | 'info' | 'success';
  size?: 'md' | 'sm';
  /** `p` for a sentence, `div` (default) for a message with an action such as "Try again". */
  as?: 'div' | 'p';
}

/** A boxed message in a form or a page: a failure with its way to retry, a notice, a confirmation. */
export function Callout({ tone, size, as: Element = 'div', className, ...props }: CalloutProps) {
  return <Element className={cx(callout({ tone, size }), className)} {...props} />;
}
