export { Input } from './input';
export { Textarea } from './textarea';
