import type { ComponentProps } from 'react';
import { cx } from '../utils/class-names';
import { control, textarea } from './input.css';

/** A native multi-line input; use it inside `FormField` for its label. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cx(control, textarea, className)} {...props} />;
}
