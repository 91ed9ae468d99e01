import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Apart from the other labels: the search page's start-up chunk needs only these. */
type SubType = 'motorhome' | 'campervan' | 'caravan' | 'other_camper';

export const SUB_TYPE_LABELS: Record<SubType, MessageDescriptor> = {
  motorhome: msg`Motorhome`,
  campervan: msg`Campervan`,
  caravan: msg`Caravan`,
  other_camper: msg`Other camper`,
};
