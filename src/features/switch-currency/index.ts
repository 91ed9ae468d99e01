export { CurrencyList } from './ui/currency-list';
export { CurrencySwitcher } from './ui/currency-switcher';
