// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from './test-polyfills';
import { useNearViewport } from './use-near-viewport';

describe('useNearViewport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is false until the element comes within the margin of the viewport, then stays true', () => {
    const observers = stubIntersectionObserver();
    const { result } = renderHook(() => useNearViewport<HTMLDivElement>('300px'));
    act(() => result.current[0](document.createElement('div')));
    expect(result.current[1]).toBe(false);
    expect(observers[0]?.margin).toBe('300px');
    act(() => observers[0]?.report(false));
    expect(result.current[1]).toBe(false);
    act(() => observers[0]?.report(true));
    expect(result.current[1]).toBe(true);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('counts the element as near at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result } = renderHook(() => useNearViewport<HTMLDivElement>());
    expect(result.current[1]).toBe(true);
  });
});
