export { CloseIcon, CheckIcon, ChevronDownIcon, ExternalIcon, InfoIcon, SuccessIcon, ErrorIcon } from './icons';
