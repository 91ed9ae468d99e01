import type { ComponentProps } from 'react';
import { cx } from '../utils/class-names';
import { heading } from './heading.css';

type HeadingSize = 'sm' | 'md' | 'lg' | 'xl';

export interface HeadingProps extends ComponentProps<'h1'> {
  /** The document outline level. */
  level: 1 | 2 | 3 | 4;
  /** The visual size, when it must differ from the level's. */
  size?: HeadingSize;
}

const sizeOfLevel: Record<HeadingProps['level'], HeadingSize> = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm' };

export function Heading({ level, size = sizeOfLevel[level], className, ...props }: HeadingProps) {
  const Element = `h${level}` as const;
  return <Element className={cx(heading({ size }), className)} {...props} />;
}
