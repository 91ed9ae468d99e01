import type { ComponentProps } from 'react';
import { useComposedRefs } from 'radix-ui/internal';
import { cx } from '../utils/class-names';
import { useEditBeforeHydration } from '../utils/use-edit-before-hydration';
import { control } from './input.css';

/** A native text input; use it inside `FormField` for its label. */
export function Input({ className, type = 'text', ref, ...props }: ComponentProps<'input'>) {
  const own = useEditBeforeHydration<HTMLInputElement>(props.value);
  return <input type={type} className={cx(control, className)} {...props} ref={useComposedRefs(ref, own)} />;
}
