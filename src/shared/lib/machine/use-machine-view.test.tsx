import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEventOnChange } from './use-machine-view';

type Sent = { value: string; previous: string | undefined };

function Feed({ value, sent, includeFirst }: { value: string; sent: Sent[]; includeFirst?: boolean }) {
  useEventOnChange({ send: (event: Sent) => sent.push(event) }, value, (current, previous) => ({ value: current, previous }), { includeFirst });
  return null;
}

describe('useEventOnChange: a changing value in as events', () => {
  it('sends each change with the value before it, not the first value (the machine\'s input)', () => {
    const sent: Sent[] = [];
    const { rerender } = render(<Feed value="anna" sent={sent} />);
    rerender(<Feed value="anna" sent={sent} />);
    rerender(<Feed value="bo" sent={sent} />);
    expect(sent).toEqual([{ value: 'bo', previous: 'anna' }]);
  });

  it('sends the first value too when asked, with nothing before it', () => {
    const sent: Sent[] = [];
    const { rerender } = render(<Feed value="anna" sent={sent} includeFirst />);
    rerender(<Feed value="bo" sent={sent} includeFirst />);
    expect(sent).toEqual([
      { value: 'anna', previous: undefined },
      { value: 'bo', previous: 'anna' },
    ]);
  });
});
