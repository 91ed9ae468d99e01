export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Dialog, DialogClose, type DialogProps } from './dialog';
export { MODAL_AUTO_CLOSE_DELAY_MS, type DialogChangeCause } from './dialog-rules';
