export { CurrencyList } from './ui/currency-list';
export { CurrencySwitcher } from './ui/currency-switcher';
export { useDisplayMoney, useShownMoney, type DisplayMoney } from './model/use-display-money';
export { useCurrentCurrency } from './ui/use-current-currency';
