export { PriceCalculator, type PriceCalculatorProps } from './ui/price-calculator';
