import type { Language } from '@/shared/i18n/locales';

const HELP_CENTRE_LANGUAGE: Record<Language, string> = { en: 'en', de: 'de', fr: 'fr', sv: 'sv', nb: 'no', fi: 'fi', da: 'da' };

/** The help centre lives outside this app, in the visitor's language. */
export const helpCentreUrl = (language: Language): string => `https://help.campershare.eu/${HELP_CENTRE_LANGUAGE[language]}`;

export const CAREERS_URL = 'https://careers.campershare.eu';

/** The back office; admins and editors get a link to the page they are looking at there. */
export const ADMIN_SITE_URL = 'https://admin.campershare.eu';

export const SOCIAL_LINKS = [
  { id: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/campershare' },
  { id: 'instagram', name: 'Instagram', url: 'https://www.instagram.com/campershare' },
  { id: 'youtube', name: 'YouTube', url: 'https://www.youtube.com/@campershare' },
] as const;
