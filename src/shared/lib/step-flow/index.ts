export { createStepTable, type StepProgress, type StepSpec, type StepTable } from './step-table';
export { stepTransitions, type StepStates, type StepTransition } from './step-transitions';
export { useStepUrl, type StepUrlOptions } from './use-step-url';
