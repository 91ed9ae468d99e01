export { Checkbox, type CheckboxProps } from './checkbox';
export { NativeCheckbox } from './native-checkbox';
