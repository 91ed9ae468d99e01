export { NETWORK_ERROR_SLUG, TIMEOUT_SLUG, UNKNOWN_FAILURE_SLUG, failureOf, type Failure } from './failure';
export { createStepTable, type StepProgress, type StepSpec, type StepTable } from './step-table';
export { stepTransitions, type StepStates, type StepTransition } from './step-transitions';
