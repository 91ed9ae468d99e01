import { createContext, useContext, type ReactNode } from 'react';
import { LOCALE_INFO, type Locale, type LocaleInfo, type SiteId } from './locales';

interface LocaleContextValue {
  locale: Locale;
  site: SiteId;
}

const LocaleContext = createContext<LocaleContextValue>({ locale: 'en', site: 'main' });

export function LocaleProvider({ locale, site, children }: LocaleContextValue & { children: ReactNode }) {
  return <LocaleContext.Provider value={{ locale, site }}>{children}</LocaleContext.Provider>;
}

export const useLocale = (): Locale => useContext(LocaleContext).locale;
export const useSite = (): SiteId => useContext(LocaleContext).site;
export const useLocaleInfo = (): LocaleInfo => LOCALE_INFO[useLocale()];
