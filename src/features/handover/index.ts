export { Handover } from './ui/handover';
