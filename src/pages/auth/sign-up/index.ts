export { SignUpPage } from './ui/sign-up-page';
export { SignUpPanel } from './ui/sign-up-panel';
