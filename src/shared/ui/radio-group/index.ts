export { RadioGroup, type RadioGroupProps, type RadioItem } from './radio-group';
export { NativeRadioGroup } from './native-radio-group';
