export { ImpersonateForm, type ImpersonateFormProps } from './ui/impersonate-form';
export { StopImpersonatingButton, type StopImpersonatingButtonProps } from './ui/stop-impersonating-button';
export { useImpersonation, type ImpersonationOutcome } from './model/use-impersonation';
export { useImpersonationMessages } from './ui/use-impersonation-messages';
export type { ImpersonationFailure } from './model/impersonation-failure';
