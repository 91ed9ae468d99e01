import type { ComponentProps } from 'react';
import { cx } from '../utils/class-names';
import { control } from './input.css';

/** A native text input; use it inside `FormField` for its label. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cx(control, className)} {...props} />;
}
