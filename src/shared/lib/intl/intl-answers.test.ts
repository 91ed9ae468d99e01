import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptIntlAnswers, intlAnswer, recordIntlAnswers } from './intl-answers';

afterEach(() => adoptIntlAnswers({}));

describe('intlAnswer', () => {
  it('notes, on the server, every answer given while recording, by formatter and input', () => {
    const stop = recordIntlAnswers();
    intlAnswer('number|nb-NO', '12000', () => '12 000');
    intlAnswer('region|nb-NO', 'SE', () => 'Sverige');
    const answers = stop();
    intlAnswer('number|nb-NO', '7', () => '7');
    expect(answers).toEqual({ 'number|nb-NO': { '12000': '12 000' }, 'region|nb-NO': { SE: 'Sverige' } });
  });

  it('gives the adopted answer without computing it, and computes an input it was not given', () => {
    adoptIntlAnswers({ 'number|de-CH': { '1200': '1’200' } });
    const compute = vi.fn(() => 'computed');
    expect(intlAnswer('number|de-CH', '1200', compute)).toBe('1’200');
    expect(compute).not.toHaveBeenCalled();
    expect(intlAnswer('number|de-CH', '1300', compute)).toBe('computed');
    expect(intlAnswer('number|fr-CH', '1200', compute)).toBe('computed');
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('records nothing once stopped, and a second record does not see the first’s answers', () => {
    const first = recordIntlAnswers();
    intlAnswer('number|fi-FI', '1', () => '1');
    const second = recordIntlAnswers();
    intlAnswer('number|fi-FI', '2', () => '2');
    expect(first()).toEqual({ 'number|fi-FI': { '1': '1' } });
    expect(second()).toEqual({ 'number|fi-FI': { '2': '2' } });
  });
});
