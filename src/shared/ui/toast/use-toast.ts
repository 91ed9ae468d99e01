import { use } from 'react';
import { ToastContext, type ToastApi } from './toast-context';

/** `const { toast } = useToast(); toast({ title: 'Saved', variant: 'success' })`. Needs a `ToastProvider` above. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
