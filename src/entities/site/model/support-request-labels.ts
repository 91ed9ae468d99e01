import { msg } from '@lingui/core/macro';
import type { components } from '@/shared/api';
import { defineLabels } from '@/shared/lib/labels';

type SupportRequest = components['schemas']['SupportRequest'];

/** When support may call back (a support request). */
export const callBackTimeLabel = defineLabels<NonNullable<SupportRequest['timeFrame']>>({
  morning: msg`Morning`,
  afternoon: msg`Afternoon`,
});

export const callBackDayLabel = defineLabels<NonNullable<SupportRequest['weekday']>>({
  monday: msg`Monday`,
  tuesday: msg`Tuesday`,
  wednesday: msg`Wednesday`,
  thursday: msg`Thursday`,
  friday: msg`Friday`,
});
