import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { RouteLoadingBar } from './route-loading-bar';

describe('RouteLoadingBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appears only once a transition has lasted 200 ms', () => {
    renderWithProviders(<RouteLoadingBar active />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('never shows for a transition shorter than 200 ms, and hides as soon as it ends', () => {
    const { rerender } = renderWithProviders(<RouteLoadingBar active />);
    act(() => vi.advanceTimersByTime(150));
    rerender(<RouteLoadingBar active={false} />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    rerender(<RouteLoadingBar active />);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();

    rerender(<RouteLoadingBar active={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
