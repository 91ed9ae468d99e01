export { RadioGroup, type RadioGroupProps, type RadioItem } from './radio-group';
