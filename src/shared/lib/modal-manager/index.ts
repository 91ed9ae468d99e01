export {
  MODAL_AUTO_CLOSE_DELAY_MS,
  MODAL_CLOSE_ANIMATION_MS,
  createModalStore,
  type ModalActionErrorHandler,
  type ModalConfig,
  type ModalController,
  type ModalEntry,
  type ModalOptions,
  type ModalStore,
} from './modal-store';
export { ModalStoreProvider, appModalStore, useModalEntries, useModalStore, useModals, type ModalActions } from './modal-context';
export { ModalRoot } from './modal-root';
