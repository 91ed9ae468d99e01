/** Joins the truthy class names, so callers can add their own `className` to a kit style. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
