export { CallBackForm } from './ui/call-back-form';
