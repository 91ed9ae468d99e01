/** msgid → msgstr of a PO file (multi-line strings joined). */
export function parsePo(text) {
  const entries = new Map();
  let current = null;
  let field = null;
  const unquote = (s) => JSON.parse(s);
  const flush = () => {
    if (current && current.msgid !== '') entries.set(current.msgid, current.msgstr);
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      current = { msgid: unquote(line.slice(6)), msgstr: '' };
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
