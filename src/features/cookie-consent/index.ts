export { CookieConsentBanner } from './ui/cookie-consent-banner';
export { CookieSettingsButton } from './ui/cookie-settings-button';
