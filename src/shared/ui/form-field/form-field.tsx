import { useId, type ReactNode } from 'react';
import { cx } from '../utils/class-names';
import * as styles from './form-field.css';

/** Props a field hands its control so the label, hint and error are tied to it. */
export interface FormFieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control and announced politely when it appears. */
  error?: ReactNode;
  /** Defaults to a generated id. */
  id?: string;
  children: (control: FormFieldControlProps) => ReactNode;
  className?: string;
}

/** Label, hint and error around one control: `<FormField label="E-mail">{(props) => <Input {...props} />}</FormField>`. */
export function FormField({ label, hint, error, id, children, className }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasHint = Boolean(hint);
  const hasError = Boolean(error);
  const describedBy = [hasHint && hintId, hasError && errorId].filter(Boolean).join(' ');

  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {hasHint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({
        id: controlId,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': hasError || undefined,
      })}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/**
 * A control's error under it. Rendered even when empty: a live region must exist before its text
 * changes to be announced. Polite and not role="alert", so the error is heard once, then again only
 * through the control's aria-describedby. Used by `FormField` and by the controls that carry their
 * own label (radio group, checkbox).
 */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  return (
    <p id={id} className={styles.error} aria-live="polite">
      {children}
    </p>
  );
}
