import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createModalStore, type ModalConfig, type ModalEntry, type ModalStore } from './modal-store';

/**
 * The app's one modal store: features open modals through `useModals()` and the `ModalRoot`
 * mounted once in the app shows them. Tests and stories pass their own with `ModalStoreProvider`.
 */
export const appModalStore = createModalStore();

const ModalStoreContext = createContext<ModalStore>(appModalStore);

export function ModalStoreProvider({ store, children }: { store: ModalStore; children: ReactNode }) {
  return <ModalStoreContext.Provider value={store}>{children}</ModalStoreContext.Provider>;
}

export const useModalStore = (): ModalStore => useContext(ModalStoreContext);

/** The modals to render, open ones and those still animating out. */
export function useModalEntries(): readonly ModalEntry[] {
  const store = useModalStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

export interface ModalActions {
  open: <TResult = unknown>(id: string, config: ModalConfig<TResult>) => Promise<TResult | undefined>;
  close: (id: string, result?: unknown) => void;
  isOpen: (id: string) => boolean;
}

/** Opens and closes modals by id, e.g. `const result = await open('booking-cancel', { title, render })`. */
export function useModals(): ModalActions {
  const store = useModalStore();
  return useMemo(() => ({ open: store.open, close: store.close, isOpen: store.isOpen }), [store]);
}
