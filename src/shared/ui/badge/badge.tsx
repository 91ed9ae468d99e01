import type { ReactNode } from 'react';
import { cx } from '../utils/class-names';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { badge } from './badge.css';

export interface BadgeProps {
  /** What is shown, typically a count. */
  children: ReactNode;
  /** What screen readers hear instead of the bare content, e.g. "3 unread messages". */
  label?: string;
  tone?: 'brand' | 'accent' | 'neutral';
  className?: string;
}

export function Badge({ children, label, tone = 'brand', className }: BadgeProps) {
  return (
    <span className={cx(badge({ tone }), className)}>
      {label === undefined ? (
        children
      ) : (
        <>
          <span aria-hidden="true">{children}</span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      )}
    </span>
  );
}
