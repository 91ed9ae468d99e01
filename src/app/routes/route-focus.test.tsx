import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { RouteFocus } from './route-focus';

/** A page per path, each with its own heading and title, and the site's links around them. */
function Site() {
  const { pathname } = useLocation();
  const results = pathname === '/results';
  return (
    <>
      <nav>
        <Link to="/results">Results</Link>
        <Link to="/results?sort=price">Cheapest first</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <title>{results ? 'Results | Campershare' : 'Home | Campershare'}</title>
        <h1>{results ? 'Motorhomes for rent' : 'Welcome'}</h1>
      </main>
      <RouteFocus />
    </>
  );
}

/** A page whose title comes a moment after its heading, with no title in between (a server-rendered page's goes with it). */
function SiteWithLateTitle({ after = 300 }: { after?: number }) {
  const { pathname } = useLocation();
  const [titled, setTitled] = useState(false);
  useEffect(() => {
    if (pathname !== '/results') return;
    const timer = setTimeout(() => setTitled(true), after);
    return () => clearTimeout(timer);
  }, [pathname, after]);
  return (
    <>
      <Link to="/results">Results</Link>
      <main id="main" tabIndex={-1}>
        {pathname === '/results' ? titled && <title>Results | Campershare</title> : <title>Home | Campershare</title>}
        <h1>{pathname === '/results' ? 'Motorhomes for rent' : 'Welcome'}</h1>
      </main>
      <RouteFocus />
    </>
  );
}

describe('RouteFocus (issue #26 point 2)', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });

  it('after a change of page, puts focus on its heading and says its title politely; not on the first page, nor when only the query changes', async () => {
    renderWithProviders(<Site />);
    expect(screen.getByRole('heading', { name: 'Welcome' })).not.toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await userEvent.click(screen.getByRole('link', { name: 'Results' }));

    // Frames on a loaded host: more than waitFor's default second.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Motorhomes for rent' })).toHaveFocus(), { timeout: 5_000 });
    expect(screen.getByRole('status')).toHaveTextContent('Results | Campershare');

    // A filter or a sort changes the query only: focus stays on what the user chose.
    const sort = screen.getByRole('link', { name: 'Cheapest first' });
    await userEvent.click(sort);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sort).toHaveFocus();
  });

  it('waits for a title that comes after the heading, rather than saying none', async () => {
    renderWithProviders(<SiteWithLateTitle />);
    await userEvent.click(screen.getByRole('link', { name: 'Results' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Results | Campershare'), { timeout: 5_000 });
  });

  it('says the title of a page that names itself seconds after its heading (a lazy part on a slow phone), not nothing', async () => {
    renderWithProviders(<SiteWithLateTitle after={2_500} />);
    await userEvent.click(screen.getByRole('link', { name: 'Results' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Motorhomes for rent' })).toHaveFocus(), { timeout: 5_000 });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Results | Campershare'), { timeout: 8_000 });
  }, 15_000);
});
