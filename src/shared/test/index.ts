export { renderWithProviders } from './render';
