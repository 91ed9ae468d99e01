/** Separates a message's context from its id in the keys of `parsePo` (gettext's convention). */
export const CONTEXT_SEPARATOR = '\u0004';

/**
 * msgid → msgstr of a PO file (multi-line strings joined). A message with a context (`msgctxt`)
 * is keyed `context + CONTEXT_SEPARATOR + msgid`: the same words in two contexts are two messages.
 */
export function parsePo(text) {
  const entries = new Map();
  let current = null;
  let field = null;
  let context = null;
  const unquote = (s) => JSON.parse(s);
  const flush = () => {
    if (current && current.msgid !== '') entries.set(current.context === null ? current.msgid : `${current.context}${CONTEXT_SEPARATOR}${current.msgid}`, current.msgstr);
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('msgctxt ')) {
      flush();
      current = null;
      context = unquote(line.slice(8));
      field = null;
    } else if (line.startsWith('msgid ')) {
      flush();
      current = { context, msgid: unquote(line.slice(6)), msgstr: '' };
      context = null;
      field = 'msgid';
    } else if (line.startsWith('msgstr ')) {
      current.msgstr = unquote(line.slice(7));
      field = 'msgstr';
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    }
  }
  flush();
  return entries;
}
