import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { mockMatchMedia } from '@/shared/ui/utils/test-polyfills';
import { ScrollToTopButton } from './scroll-to-top-button';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

describe('ScrollToTopButton (spec 002 §2.2)', () => {
  const scroll = vi.fn();

  beforeEach(() => {
    scroll.mockReset();
    vi.spyOn(window, 'scrollTo').mockImplementation(scroll as typeof window.scrollTo);
    scrollTo(0);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    mockMatchMedia();
  });

  it('appears only after scrolling more than 300 px', () => {
    renderWithProviders(<ScrollToTopButton />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollTo(300);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollTo(301);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    scrollTo(120);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  });

  it('appears on a page that opens already scrolled down (history restored the position), in the next frame', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true, writable: true });
    renderWithProviders(<ScrollToTopButton />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    act(() => frames.forEach((frame) => frame(0)));
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('does not ask for the scroll position while the page renders, only when it scrolls or in the next frame', () => {
    const scrollY = vi.spyOn(window, 'scrollY', 'get');
    renderWithProviders(<ScrollToTopButton />);
    expect(scrollY).not.toHaveBeenCalled();
    scrollY.mockReturnValue(400);
    act(() => {
      fireEvent.scroll(window);
    });
    expect(scrollY).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('returns smoothly to the top and hands focus to the main content', () => {
    renderWithProviders(
      <>
        <main id="main" tabIndex={-1}>
          Content
        </main>
        <ScrollToTopButton />
      </>,
    );
    scrollTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    mockMatchMedia('(prefers-reduced-motion: reduce)');
    renderWithProviders(<ScrollToTopButton />);
    scrollTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
