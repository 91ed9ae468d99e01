export { EditMessageForm, type EditMessageFormProps } from './ui/edit-message-form';
