export { adoptIntlAnswers, recordIntlAnswers, type IntlAnswers } from './intl-answers';
export { numberFormat, warmNumberFormat, type NumberFormatter } from './number-format';
export { regionChoices, regionName, useRegionChoices, useRegionName, type RegionChoice } from './region-names';
