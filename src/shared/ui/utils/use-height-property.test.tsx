import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHeightProperty } from './use-height-property';

/** A ResizeObserver that reports once when it starts observing, as browsers do. */
function stubResizeObserver() {
  const started = vi.fn();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: () => void) {}
      observe() {
        started();
        this.report();
      }
      disconnect() {}
    },
  );
  return started;
}

function Bar({ variable, target }: { variable: string; target?: () => HTMLElement }) {
  const ref = useRef<HTMLDivElement>(null);
  useHeightProperty(ref, variable, { extra: 16, ...(target ? { target } : {}) });
  return <div ref={ref}>bar</div>;
}

describe('a bar’s height as a custom property', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.style.removeProperty('--page-bottom-bar');
  });

  it('sets it on the root by default, and watches the bar once however often the page renders', () => {
    const started = stubResizeObserver();
    const { rerender, unmount } = render(<Bar variable="--page-bottom-bar" />);
    rerender(<Bar variable="--page-bottom-bar" />);
    rerender(<Bar variable="--page-bottom-bar" />);
    expect(started).toHaveBeenCalledOnce();
    expect(document.documentElement.style.getPropertyValue('--page-bottom-bar')).toBe('16px');
    unmount();
    expect(document.documentElement.style.getPropertyValue('--page-bottom-bar')).toBe('');
  });

  it('sets a vanilla-extract variable by its name on the element given', () => {
    stubResizeObserver();
    const body = () => document.body;
    const { unmount } = render(<Bar variable="var(--room__1x2y3)" target={body} />);
    expect(document.body.style.getPropertyValue('--room__1x2y3')).toBe('16px');
    expect(document.documentElement.style.getPropertyValue('--room__1x2y3')).toBe('');
    unmount();
  });
});
