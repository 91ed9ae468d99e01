import { describe, expect, it, vi } from 'vitest';
import { adoptIntlAnswers } from './intl-answers';
import { numberFormat, warmNumberFormat } from './number-format';

describe('numberFormat', () => {
  it('formats like Intl.NumberFormat with the same locale and options', () => {
    const options: Intl.NumberFormatOptions = { style: 'currency', currency: 'SEK', currencyDisplay: 'code' };
    expect(numberFormat('sv-SE', options).format(1234.5)).toBe(new Intl.NumberFormat('sv-SE', options).format(1234.5));
    expect(numberFormat('de-CH').format(1234567)).toBe(new Intl.NumberFormat('de-CH').format(1234567));
  });

  it('makes one formatter per locale and options, however often it is asked', () => {
    expect(numberFormat('fi-FI', { maximumFractionDigits: 1 })).toBe(numberFormat('fi-FI', { maximumFractionDigits: 1 }));
    expect(numberFormat('fi-FI')).toBe(numberFormat('fi-FI'));
  });

  it('keeps locales and options apart', () => {
    expect(numberFormat('fi-FI')).not.toBe(numberFormat('sv-FI'));
    expect(numberFormat('en-GB', { maximumFractionDigits: 0 })).not.toBe(numberFormat('en-GB', { maximumFractionDigits: 2 }));
    expect(numberFormat('en-GB', { style: 'percent' }).format(0.25)).toBe('25%');
  });

  it('warms the locale’s formatter in a task of its own, not at once', () => {
    const idle: (() => void)[] = [];
    const spy = vi.spyOn(Intl, 'NumberFormat');
    // A locale no other test formats with: files share a worker, and so the formatter cache.
    warmNumberFormat('is-IS', (task) => idle.push(task));
    expect(spy).not.toHaveBeenCalled();
    idle.forEach((task) => task());
    expect(spy).toHaveBeenCalledWith('is-IS', undefined);
    spy.mockClear();
    numberFormat('is-IS').format(1);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('answers with the server’s numbers on a page it rendered, and makes no formatter for them', () => {
    const spy = vi.spyOn(Intl, 'NumberFormat');
    // Locales no other test formats with: their formatters are not made yet.
    adoptIntlAnswers({ 'number|mt-MT': { '1200': '1,200 (server)' }, 'number|mt-MT|{"maximumFractionDigits":1}': { '4.8': '4.8 (server)' } });
    expect(numberFormat('mt-MT').format(1200)).toBe('1,200 (server)');
    expect(numberFormat('mt-MT', { maximumFractionDigits: 1 }).format(4.8)).toBe('4.8 (server)');
    expect(spy).not.toHaveBeenCalled();
    // A number the server did not show is formatted here.
    expect(numberFormat('mt-MT').format(1300)).toBe(new Intl.NumberFormat('mt-MT').format(1300));
    spy.mockRestore();
    adoptIntlAnswers({});
  });
});
