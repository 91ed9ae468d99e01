import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { defineLabels, labelledOptions } from './labels';

const season = defineLabels<'high' | 'low'>({ high: msg`High season`, low: msg`Low season` });
const perNight = defineLabels<'night'>({ night: msg({ message: '{price} per night' }) });

describe('defineLabels', () => {
  it('names a value in the active locale, and in the source words without a translation', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(season(i18n, 'high')).toBe('High season');
    i18n.loadAndActivate({ locale: 'de', messages: { [season.messages.high.id]: 'Hochsaison' } });
    expect(season(i18n, 'high')).toBe('Hochsaison');
  });

  it('fills the placeholders of a label that has some', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(perNight(i18n, 'night', { price: 'SEK 100' })).toBe('SEK 100 per night');
  });

  it('gives back a value it has no label for as it is (an API newer than the app)', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(season(i18n, 'winter' as never)).toBe('winter');
    expect(season(i18n, 'toString' as never)).toBe('toString');
  });

  it('lists values with their labels, in the order given, for a select', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(labelledOptions(i18n, ['low', 'high'], season)).toEqual([
      { value: 'low', label: 'Low season' },
      { value: 'high', label: 'High season' },
    ]);
  });
});
