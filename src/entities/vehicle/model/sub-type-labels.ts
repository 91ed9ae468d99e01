import { msg } from '@lingui/core/macro';
import { defineLabels } from '@/shared/lib/labels';
import type { AssetSubType } from './types';

/** 000 §3 subtypes: the filter, the tabs, the card's name when a vehicle has no brand or model, the facts. */
export const subTypeLabel = defineLabels<AssetSubType>({
  motorhome: msg`Motorhome`,
  campervan: msg`Campervan`,
  caravan: msg`Caravan`,
  other_camper: msg`Other camper`,
});
