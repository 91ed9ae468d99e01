export { convertMinor, formatMoney, formatMoneyIn, toMajor, toMinor, type ExchangeRates, type FormatMoneyOptions } from './money';
export { parseAmount } from './parse-amount';
export { convertParts } from './convert-parts';
