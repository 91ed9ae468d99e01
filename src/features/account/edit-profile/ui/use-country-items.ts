import { useMemo } from 'react';
import { PROFILE_COUNTRIES } from '@/entities/user';
import { useLocaleInfo } from '@/shared/i18n';
import type { SelectItem } from '@/shared/ui/select';

/** The listed countries named in the page's language (Intl knows every name), in its alphabetical order. */
export function useCountryItems(): SelectItem[] {
  const { intl } = useLocaleInfo();
  return useMemo(() => {
    const names = new Intl.DisplayNames([intl], { type: 'region' });
    const collator = new Intl.Collator(intl);
    return PROFILE_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => collator.compare(a.label, b.label));
  }, [intl]);
}
