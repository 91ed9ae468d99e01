export { Select, type SelectProps, type SelectItem } from './select';
