export { EconomyFigures, EconomyFrame, EconomyTable } from './ui/economy-frame';
