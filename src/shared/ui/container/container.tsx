import type { HTMLAttributes } from 'react';
import { cx } from '../utils/class-names';
import { container } from './container.css';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  size?: 'narrow' | 'regular' | 'wide';
  as?: 'div' | 'main' | 'section' | 'header' | 'footer' | 'nav';
}

/** Centres content at a readable maximum width, with side gutters. */
export function Container({ size = 'regular', as: Element = 'div', className, ...props }: ContainerProps) {
  return <Element className={cx(container({ size }), className)} {...props} />;
}
