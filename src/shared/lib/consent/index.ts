export { CONSENT_COOKIE, consentChoice, hasConsented, resetConsent, setConsent, subscribeConsent, useConsent, type ConsentChoice } from './consent';
