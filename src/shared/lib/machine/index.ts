export { sameJson, useClockEvents, useEventOnChange, useMachineView, type EventOnChangeOptions, type MachineView, type MachineViewOptions } from './use-machine-view';
export { useStepUrl, type StepUrlOptions } from './use-step-url';
