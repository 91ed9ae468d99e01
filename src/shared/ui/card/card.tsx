import type { HTMLAttributes } from 'react';
import { cx } from '../utils/class-names';
import { card } from './card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  padding?: 'none' | 'sm' | 'md' | 'lg';
  elevated?: boolean;
  as?: 'div' | 'article' | 'section' | 'li' | 'aside';
}

export function Card({ padding = 'md', elevated = false, as: Element = 'div', className, ...props }: CardProps) {
  return <Element className={cx(card({ padding, elevated }), className)} {...props} />;
}
