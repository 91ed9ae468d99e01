export { EconomyPage } from './ui/economy-page';
