export { FormField, type FormFieldProps, type FormFieldControlProps } from './form-field';
