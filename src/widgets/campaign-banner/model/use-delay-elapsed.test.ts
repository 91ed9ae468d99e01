// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayElapsed } from './use-delay-elapsed';

// 002 §2.13: campaign banners are "shown after 2000 ms" — after the page loads, however late the banner's chunk arrives.
describe('useDelayElapsed', () => {
  let loadedAt = 0;
  const sinceLoad = () => Date.now() - loadedAt;
  beforeEach(() => {
    vi.useFakeTimers();
    loadedAt = Date.now();
  });
  afterEach(() => vi.useRealTimers());

  it('turns true 2000 ms after the page load when mounted at once', () => {
    const { result } = renderHook(() => useDelayElapsed(2000, sinceLoad));
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('counts from the page load when mounted late, not from the mount', () => {
    act(() => vi.advanceTimersByTime(1500));
    const { result } = renderHook(() => useDelayElapsed(2000, sinceLoad));
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('is true at once when mounted after the delay', () => {
    act(() => vi.advanceTimersByTime(2500));
    const { result } = renderHook(() => useDelayElapsed(2000, sinceLoad));
    expect(result.current).toBe(true);
  });
});
