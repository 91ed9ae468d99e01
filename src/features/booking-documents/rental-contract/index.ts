export { RentalContract, preloadRentalContract } from './ui/lazy-rental-contract';
