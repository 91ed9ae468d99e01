/** Separates a message's context from its id in the keys of `parsePo` (gettext's convention). */
export const CONTEXT_SEPARATOR: string;
/** msgid → msgstr of a PO file (multi-line strings joined); a message with a context is keyed `context + CONTEXT_SEPARATOR + msgid`. */
export function parsePo(text: string): Map<string, string>;
