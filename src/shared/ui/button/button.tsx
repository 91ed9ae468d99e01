import type { ComponentProps, MouseEvent } from 'react';
import { Slot } from 'radix-ui';
import { cx } from '../utils/class-names';
import { Spinner } from '../spinner/spinner';
import { button } from './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and ignores clicks while an action runs. */
  loading?: boolean;
  /** Styles the single child element (e.g. a link) instead of rendering a `<button>`. */
  asChild?: boolean;
}

// A busy button stays focusable (unlike `disabled`), so keyboard users keep their place.
const ignoreClick = (event: MouseEvent) => event.preventDefault();

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  asChild = false,
  type,
  className,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const Element = asChild ? Slot.Root : 'button';
  return (
    <Element
      type={asChild ? type : (type ?? 'button')}
      className={cx(button({ variant, size }), className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? ignoreClick : onClick}
      {...props}
    >
      {/* With asChild, Slottable puts the spinner inside the slotted element rather than beside it. */}
      <Slot.Slottable child={children}>
        {(content) => (
          <>
            {loading && <Spinner size="sm" />}
            {content}
          </>
        )}
      </Slot.Slottable>
    </Element>
  );
}
