import { useLingui } from '@lingui/react/macro';
import type { CountryCode } from '@/shared/i18n';

export function useCountryNames(): Record<CountryCode, string> {
  const { t } = useLingui();
  return {
    SE: t`Sweden`,
    NO: t`Norway`,
    FI: t`Finland`,
    DK: t`Denmark`,
    DE: t`Germany`,
    AT: t`Austria`,
    CH: t`Switzerland`,
    GLOBAL: t`International`,
  };
}
