export { PREFERRED_CURRENCY_COOKIE, choosePreferredCurrency, readPreferredCurrency, usePreferredCurrencyCookie } from './preferred-currency';
