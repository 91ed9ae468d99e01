// One module per locale: the 'react-day-picker/locale' index re-exports every date-fns locale.
import { da } from 'react-day-picker/locale/da';
import { de } from 'react-day-picker/locale/de';
import { deAT } from 'react-day-picker/locale/de-AT';
import { enGB } from 'react-day-picker/locale/en-GB';
import { fi } from 'react-day-picker/locale/fi';
import { fr } from 'react-day-picker/locale/fr';
import { nb } from 'react-day-picker/locale/nb';
import { sv } from 'react-day-picker/locale/sv';
import type { Locale } from '@/shared/i18n';

// The calendar's month names, weekdays and aria labels per app locale.
const DAY_PICKER_LOCALES = {
  en: enGB,
  de,
  'de-AT': deAT,
  'de-CH': de,
  'fr-CH': fr,
  'sv-SE': sv,
  'sv-FI': sv,
  'nb-NO': nb,
  'fi-FI': fi,
  'da-DK': da,
} satisfies Record<string, typeof enGB>;

/** react-day-picker's locale for an app locale (British English for any other). Import it only from a lazy chunk: the locales are heavy. */
export const dayPickerLocale = (locale: Locale): typeof enGB => DAY_PICKER_LOCALES[locale as keyof typeof DAY_PICKER_LOCALES] ?? enGB;
