export { dayPickerLocale } from './day-picker-locale';
