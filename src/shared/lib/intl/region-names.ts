import { useMemo } from 'react';
import { useLocaleInfo } from '@/shared/i18n';
import { intlAnswer } from './intl-answers';

const displayNames = new Map<string, Intl.DisplayNames>();
const collators = new Map<string, Intl.Collator>();

// Made once per language, like the number formatters: making one loads the language's region
// data (a long task on a phone), and cards, pages and lists name countries on every render.
function namesIn(intl: string): Intl.DisplayNames {
  let names = displayNames.get(intl);
  if (!names) {
    names = new Intl.DisplayNames([intl], { type: 'region' });
    displayNames.set(intl, names);
  }
  return names;
}

function collatorOf(intl: string): Intl.Collator {
  let collator = collators.get(intl);
  if (!collator) {
    collator = new Intl.Collator(intl);
    collators.set(intl, collator);
  }
  return collator;
}

/** A country's name in the language of `intl` (a BCP 47 tag); the code itself when Intl has no name for it. */
export function regionName(code: string, intl: string): string {
  try {
    // The server's answer on a page it rendered: hydrating it makes no `Intl.DisplayNames`.
    return intlAnswer(`region|${intl}`, code, () => namesIn(intl).of(code) ?? code);
  } catch {
    // Not a region code at all (a path segment, a typo): show it as it came.
    return code;
  }
}

export interface RegionChoice<T extends string = string> {
  value: T;
  label: string;
}

/** Countries as choices for a select, named in the language of `intl`: in the order given, or alphabetically by name. */
export function regionChoices<T extends string>(codes: readonly T[], intl: string, order: 'as-listed' | 'by-name' = 'as-listed'): RegionChoice<T>[] {
  const choices = codes.map((value) => ({ value, label: regionName(value, intl) }));
  if (order === 'by-name') {
    const collator = collatorOf(intl);
    choices.sort((a, b) => collator.compare(a.label, b.label));
  }
  return choices;
}

/** `regionChoices` in the page's language, the same list while the language and the codes stay. */
export function useRegionChoices<T extends string>(codes: readonly T[], order: 'as-listed' | 'by-name' = 'as-listed'): RegionChoice<T>[] {
  const { intl } = useLocaleInfo();
  return useMemo(() => regionChoices(codes, intl, order), [codes, intl, order]);
}

/** Names a country in the page's language. */
export function useRegionName(): (code: string) => string {
  const { intl } = useLocaleInfo();
  return useMemo(() => (code: string) => regionName(code, intl), [intl]);
}
