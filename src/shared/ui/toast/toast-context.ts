import { createContext } from 'react';

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: string;
  description?: string;
  variant: ToastVariant;
  /** Milliseconds before it hides by itself; defaults to 5 s. */
  duration?: number;
}

export interface ToastApi {
  toast: (options: ToastOptions) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
