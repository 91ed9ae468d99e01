export { clearDraft, readDraft, useDraft } from './form-draft';
