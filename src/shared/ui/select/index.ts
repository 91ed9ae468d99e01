export { Select, type SelectProps, type SelectItem } from './select';
export { NativeSelect } from './native-select';
