import type { HTMLAttributes } from 'react';
import { cx } from '../utils/class-names';
import { sprinkles, type Sprinkles } from '../theme/sprinkles.css';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  direction?: 'vertical' | 'horizontal';
  /** A space token, or one per breakpoint: `{ small: 'sm', large: 'lg' }`. */
  gap?: Sprinkles['gap'];
  align?: Sprinkles['alignItems'];
  justify?: Sprinkles['justifyContent'];
  wrap?: boolean;
  as?: 'div' | 'section' | 'ul' | 'ol' | 'li' | 'nav' | 'header' | 'footer';
}

/** Lays children out in a row or column with an even gap. */
export function Stack({
  direction = 'vertical',
  gap = 'md',
  align,
  justify,
  wrap = false,
  as: Element = 'div',
  className,
  ...props
}: StackProps) {
  const layout = sprinkles({
    display: 'flex',
    flexDirection: direction === 'vertical' ? 'column' : 'row',
    flexWrap: wrap ? 'wrap' : 'nowrap',
    gap,
    alignItems: align,
    justifyContent: justify,
  });
  return <Element className={cx(layout, className)} {...props} />;
}
