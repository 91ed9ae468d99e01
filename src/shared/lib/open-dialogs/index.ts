export { useDialogOpenOnPage } from './use-dialog-open-on-page';
