export { SignUpForm, type SignUpFormProps } from './ui/sign-up-form';
