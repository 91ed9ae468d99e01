export { datePattern, formatDate } from './date-format';
