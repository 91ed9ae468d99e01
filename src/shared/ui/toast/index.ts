export { ToastProvider } from './toast-provider';
export { useToast } from './use-toast';
export type { ToastOptions, ToastVariant } from './toast-context';
