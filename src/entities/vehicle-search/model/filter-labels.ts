import { msg } from '@lingui/core/macro';
import type { components } from '@/shared/api';
import { defineLabels } from '@/shared/lib/labels';
import type { RULE_FILTER_KEYS, SortOption } from './filter-options';

type Filter = components['schemas']['AssetFilter'];

/** 000 §3 sort options of the search. */
export const sortLabel = defineLabels<SortOption>({
  popularity: msg`Most popular`,
  price: msg`Lowest price`,
  '-price': msg`Highest price`,
  distance: msg`Nearest`,
  random: msg`Random`,
  country: msg`By country`,
});

/** The yes/no filters of the rules section, worded as what the renter asks for. */
export const ruleFilterLabel = defineLabels<(typeof RULE_FILTER_KEYS)[number]>({
  petsAllowed: msg`Pets allowed`,
  smokingAllowed: msg`Smoking allowed`,
  childrenAllowed: msg`Children under 12 allowed`,
  festivalsAllowed: msg`Festivals allowed`,
  winterized: msg`Winterised`,
  childSafetySeat: msg`Child safety seat`,
  topOwner: msg`Top owners only`,
});

export const includedDistanceBandLabel = defineLabels<NonNullable<Filter['includedDistancePerNight']>>({
  up_to_200: msg`Up to 200 km`,
  more_than_200: msg`More than 200 km`,
  unlimited: msg`Unlimited`,
});

export const vehicleAgeBandLabel = defineLabels<NonNullable<Filter['vehicleAge']>>({
  '0-5': msg`0–5 years`,
  '5-10': msg`5–10 years`,
  '11-15': msg`11–15 years`,
  '16-20': msg`16–20 years`,
  '20+': msg`Over 20 years`,
});

/** The two mass limits (kg) of 000 §3: what a car licence allows and what a light truck's does. */
export const massLimitLabel = defineLabels<NonNullable<Filter['maxMaximumAuthorizedMass']>>({
  3500: msg`Up to 3,500 kg`,
  7500: msg`Up to 7,500 kg`,
});
