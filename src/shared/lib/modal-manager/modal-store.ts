import type { ReactNode } from 'react';

/** Spec 002 §4.5, §9: auto-closing modals (notifications) close after 2600 ms unless told otherwise. */
export const MODAL_AUTO_CLOSE_DELAY_MS = 2600;

/** Spec 002 §4.5, §9: the close (slide-down) animation lasts 300 ms; a closed modal stays mounted that long. */
export const MODAL_CLOSE_ANIMATION_MS = 300;

/** What a modal's content gets to end itself. */
export interface ModalController<TResult = unknown> {
  /** Closes the modal; the `open()` promise resolves with `result`. */
  close: (result?: TResult) => void;
  /**
   * Ends the modal after a failed action. Like the product it follows (spec 002 §4.5), the
   * failure is swallowed: `open()` resolves with `undefined` and nothing is shown. The store's
   * action-error handler (`setActionErrorHandler`) is the one place it surfaces, e.g. to report it.
   */
  fail: (error: unknown) => void;
}

export interface ModalOptions {
  /** A close button, Escape and a click outside close it. Default true. */
  closeable?: boolean;
  /** Stays open when the route changes; every other modal closes then. Default false. */
  obtrusive?: boolean;
  /** Closes by itself after `autoCloseDelay` (notifications). Default false. */
  autoClose?: boolean;
  /** Milliseconds before an auto-close. Default 2600. */
  autoCloseDelay?: number;
}

export interface ModalConfig<TResult = unknown> extends ModalOptions {
  /** Heads the dialog and names it for screen readers. */
  title: ReactNode;
  description?: ReactNode;
  /** Width on large screens; small screens always get the slide-up sheet. */
  size?: 'sm' | 'md' | 'lg';
  render: (controller: ModalController<TResult>) => ReactNode;
}

export interface ModalEntry {
  /** Unique per opening, so reopening an id mounts fresh content. */
  key: number;
  id: string;
  config: ModalConfig<never> & Required<ModalOptions>;
  /** False during the close animation, before the entry goes. */
  open: boolean;
  controller: ModalController<never>;
}

export type ModalActionErrorHandler = (error: unknown, modalId: string) => void;

interface Pending {
  entry: ModalEntry;
  settle: (result: unknown) => void;
  autoCloseTimer?: ReturnType<typeof setTimeout>;
  removeTimer?: ReturnType<typeof setTimeout>;
}

export interface ModalStore {
  /** Opens (or replaces) the modal `id`; resolves when it closes, with its result or undefined. Never rejects. */
  open: <TResult = unknown>(id: string, config: ModalConfig<TResult>) => Promise<TResult | undefined>;
  close: (id: string, result?: unknown) => void;
  fail: (id: string, error: unknown) => void;
  /** Closes every modal not marked obtrusive (spec 002 §4.5). */
  closeForRouteChange: () => void;
  closeAll: () => void;
  isOpen: (id: string) => boolean;
  /** Where swallowed action failures go; a no-op unless set. */
  setActionErrorHandler: (handler: ModalActionErrorHandler | undefined) => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly ModalEntry[];
}

export function createModalStore({ onActionError }: { onActionError?: ModalActionErrorHandler } = {}): ModalStore {
  let actionErrorHandler = onActionError;
  let nextKey = 1;
  let pending: Pending[] = [];
  let snapshot: readonly ModalEntry[] = [];
  const listeners = new Set<() => void>();

  const publish = () => {
    snapshot = pending.map((p) => p.entry);
    for (const listener of listeners) listener();
  };

  const current = (id: string) => pending.find((p) => p.entry.id === id && p.entry.open);

  function remove(target: Pending) {
    clearTimeout(target.autoCloseTimer);
    clearTimeout(target.removeTimer);
    pending = pending.filter((p) => p !== target);
  }

  function finish(target: Pending, result: unknown) {
    clearTimeout(target.autoCloseTimer);
    target.entry = { ...target.entry, open: false };
    target.settle(result);
    target.removeTimer = setTimeout(() => {
      remove(target);
      publish();
    }, MODAL_CLOSE_ANIMATION_MS);
  }

  const store: ModalStore = {
    open(id, config) {
      const replaced = pending.filter((p) => p.entry.id === id);
      for (const old of replaced) {
        if (old.entry.open) old.settle(undefined);
        remove(old);
      }
      const key = nextKey++;
      return new Promise((resolve) => {
        const controller: ModalController<never> = {
          close: (result) => {
            const target = pending.find((p) => p.entry.key === key && p.entry.open);
            if (!target) return;
            finish(target, result);
            publish();
          },
          fail: (error) => {
            const target = pending.find((p) => p.entry.key === key && p.entry.open);
            if (!target) return;
            try {
              actionErrorHandler?.(error, id);
            } catch {
              // A broken reporter must not keep the modal open.
            }
            finish(target, undefined);
            publish();
          },
        };
        const entry: ModalEntry = {
          key,
          id,
          open: true,
          controller,
          config: {
            closeable: true,
            obtrusive: false,
            autoClose: false,
            autoCloseDelay: MODAL_AUTO_CLOSE_DELAY_MS,
            ...(config as ModalConfig<never>),
          },
        };
        const item: Pending = { entry, settle: resolve as (result: unknown) => void };
        if (entry.config.autoClose) item.autoCloseTimer = setTimeout(() => controller.close(), entry.config.autoCloseDelay);
        pending = [...pending, item];
        publish();
      });
    },
    close(id, result) {
      const target = current(id);
      if (target) target.entry.controller.close(result as never);
    },
    fail(id, error) {
      current(id)?.entry.controller.fail(error);
    },
    closeForRouteChange() {
      const closing = pending.filter((p) => p.entry.open && !p.entry.config.obtrusive);
      if (closing.length === 0) return;
      for (const target of closing) finish(target, undefined);
      publish();
    },
    closeAll() {
      const closing = pending.filter((p) => p.entry.open);
      if (closing.length === 0) return;
      for (const target of closing) finish(target, undefined);
      publish();
    },
    isOpen: (id) => current(id) !== undefined,
    setActionErrorHandler(handler) {
      actionErrorHandler = handler;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
  return store;
}
