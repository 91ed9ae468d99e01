import type { CSSProperties } from 'react';
import { cx } from '../utils/class-names';
import { skeleton } from './skeleton.css';

export interface SkeletonProps {
  shape?: 'text' | 'rect' | 'circle';
  /** Any CSS length; numbers are pixels. Defaults to the full width (text, rect). */
  width?: CSSProperties['width'];
  /** Any CSS length; numbers are pixels. A circle takes its width. */
  height?: CSSProperties['height'];
  className?: string;
}

/** A placeholder for content still loading. Hidden from screen readers: wrap it in `SkeletonGroup`. */
export function Skeleton({ shape = 'text', width, height, className }: SkeletonProps) {
  return <span aria-hidden="true" className={cx(skeleton({ shape }), className)} style={{ width, height }} />;
}
