import type { HTMLAttributes } from 'react';
import { cx } from '../utils/class-names';
import { text } from './text.css';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  size?: 'sm' | 'md' | 'lg';
  tone?: 'default' | 'muted' | 'danger' | 'success';
  weight?: 'regular' | 'semibold' | 'bold';
  as?: 'p' | 'span' | 'div' | 'strong' | 'small';
}

export function Text({ size, tone, weight, as: Element = 'p', className, ...props }: TextProps) {
  return <Element className={cx(text({ size, tone, weight }), className)} {...props} />;
}
