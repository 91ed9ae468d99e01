import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export interface SkeletonGroupProps {
  /** Announced instead of the placeholders; defaults to "Loading…". */
  label?: string;
  children: ReactNode;
  className?: string;
}

/** Wraps the skeletons of one loading region, which screen readers hear as a single status. */
export function SkeletonGroup({ label, children, className }: SkeletonGroupProps) {
  const { t } = useLingui();
  return (
    <div role="status" className={className}>
      <VisuallyHidden>{label ?? t`Loading…`}</VisuallyHidden>
      {children}
    </div>
  );
}
