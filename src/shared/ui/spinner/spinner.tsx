import { cx } from '../utils/class-names';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { spinner, track, wrapper } from './spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced as a status. Without it the spinner is decorative (e.g. inside a busy button). */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const graphic = (
    <svg className={spinner({ size })} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle className={track} cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (label === undefined) return <span className={cx(wrapper, className)}>{graphic}</span>;
  return (
    <span role="status" className={cx(wrapper, className)}>
      {graphic}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
