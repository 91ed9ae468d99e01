/** msgid → msgstr of a PO file (multi-line strings joined). */
export function parsePo(text: string): Map<string, string>;
