export { ImpersonationBanner } from './ui/impersonation-banner';
