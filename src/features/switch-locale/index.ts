export { LanguageSwitcher } from './ui/language-switcher';
export { LocaleList } from './ui/locale-list';
export { rememberLocale } from './model/remember-locale';
