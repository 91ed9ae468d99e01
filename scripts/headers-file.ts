/** The `_headers` file of a build, read back by the servers that send its headers (no dependencies: the app's server loads it as it is). */

export interface HeaderRule {
  pattern: RegExp;
  set: [string, string][];
  detach: string[];
}

const patternOf = (path: string) => new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);

/** Reads a `_headers` file as written by `headersFile` (path lines, then indented `Name: value` or `! Name`). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: patternOf(line.trim()), set: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    const entry = line.trim();
    if (!rule) continue;
    if (entry.startsWith('! ')) rule.detach.push(entry.slice(2).trim());
    else {
      const colon = entry.indexOf(':');
      rule.set.push([entry.slice(0, colon).trim(), entry.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/** The headers a path gets: every matching rule in order, a later `! Name` removing an earlier one. */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const name of rule.detach) headers.delete(name);
    for (const [name, value] of rule.set) headers.set(name, value);
  }
  return headers;
}
