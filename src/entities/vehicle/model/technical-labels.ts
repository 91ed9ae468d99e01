import { msg } from '@lingui/core/macro';
import type { components } from '@/shared/api';
import { defineLabels } from '@/shared/lib/labels';

type S = components['schemas'];

/** 000 §3 technical fields of a vehicle, as the facts and the filters name them. */
export const fuelTypeLabel = defineLabels<S['FuelType']>({
  petrol: msg`Petrol`,
  diesel: msg`Diesel`,
  electric: msg`Electric`,
  naturalGas: msg`Natural gas`,
  petroleumGas: msg`LPG`,
});

export const transmissionLabel = defineLabels<S['Transmission']>({
  automatic: msg`Automatic`,
  manual: msg`Manual`,
});

export const winterTyreLabel = defineLabels<S['WinterTyreType']>({
  none: msg`None`,
  studded: msg`Studded`,
  non_studded: msg`Non-studded`,
});

export const toiletTypeLabel = defineLabels<S['ToiletType']>({
  none: msg`None`,
  incinerating: msg`Incinerating toilet`,
  cassette: msg`Cassette toilet`,
});

export const towbarSocketLabel = defineLabels<S['TowbarSocket']>({
  '7pin': msg`7-pin (old standard)`,
  '13pin': msg`13-pin (new standard)`,
});
