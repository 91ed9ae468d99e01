/**
 * Focuses the first control marked invalid (`aria-invalid="true"`) inside `root`, in the order
 * of the page: after a submit that was refused, the keyboard and the screen reader land on what
 * needs fixing (issue #26). A radio group gets its chosen radio, else its first. react-hook-form
 * does this for the fields it registered (and `markFieldErrors` for the API's refusals); a form
 * that a machine validates calls this once its errors have rendered.
 */
export function focusFirstInvalid(root: ParentNode | null | undefined): boolean {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return false;
  const target =
    invalid.getAttribute('role') === 'radiogroup'
      ? (invalid.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]') ?? invalid.querySelector<HTMLElement>('[role="radio"]'))
      : invalid;
  target?.focus();
  return target !== null;
}
