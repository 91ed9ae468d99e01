export { EconomySettingsPage } from './ui/economy-settings-page';
