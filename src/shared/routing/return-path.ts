/**
 * A path of this site to go back to after a detour (`?return=`): never another origin
 * (`//host`, `https:` and backslashes are refused), so a link cannot send the user away.
 */
export const safeReturnPath = (value: string | null | undefined): string | null => (value && /^\/(?!\/)/.test(value) && !value.includes('\\') ? value : null);
