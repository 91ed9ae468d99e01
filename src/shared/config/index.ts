export { COUNTRY_CONFIG, CURRENCIES, FALLBACK_COUNTRY, SUPPORT_EMAIL, type CountryConfig, type Currency } from './countries';
export { ADMIN_SITE_URL, CAREERS_URL, SOCIAL_LINKS, helpCentreUrl } from './external-links';
export { currentSite, siteOfHost, siteOrigin } from './site-origins';
