export { NETWORK_ERROR_SLUG, TIMEOUT_SLUG, UNKNOWN_FAILURE_SLUG, failureOf, type Failure } from './failure';
export { createStepTable, type StepProgress, type StepSpec, type StepTable } from './step-table';
export { stepTransitions, type StepStates, type StepTransition } from './step-transitions';
export {
  FIELD_NOT_ACCEPTED,
  VALIDATION_FAILED_SLUG,
  fieldErrorsOf,
  markFieldErrors,
  showFieldErrors,
  type RefusedField,
  type FieldErrorsFound,
  type FieldErrorsShown,
  type FieldRefusals,
  type FormWords,
} from './form-errors';
export { focusFirstInvalid } from './focus-first-invalid';
export { clearDraft, readDraft, useDraft, useKeptDraft } from './form-draft';
