export { hasRentalContract } from './model/has-rental-contract';
export { RentalContract, preloadRentalContract } from './ui/lazy-rental-contract';
