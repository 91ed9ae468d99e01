import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { withCatalogs } from '@/shared/i18n';
import { useHideFooter } from '@/shared/ui/utils';
import { renderWithProviders } from '@/shared/test';
import { BareLayout } from './bare-layout';
import { DefaultLayout } from './default-layout';
import { MagazineLayout } from './magazine-layout';

// The chrome loads its overlays after the page and these tests end before they land. Component
// files share a worker's modules (vitest.config.ts): an import cut off as this file ended failed
// the next file that imported the same module ("after the environment was torn down"). Only what
// these tests start is awaited: importing more here would fix modules before a later file's vi.mock.
// (The cookie banner's chunk too, since its own test file imports it.)
afterAll(() => Promise.all([withCatalogs(['account'], () => import('@/features/scroll-to-top'))(), withCatalogs(['modals'], () => import('@/features/cookie-consent'))()]));

describe('layouts', () => {
  it('default: header, the campaign bar, main content and footer', () => {
    renderWithProviders(
      <DefaultLayout campaignBanner={<p>Spring campaign</p>}>
        <h1>Page</h1>
      </DefaultLayout>,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Page' }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByText('Spring campaign')).toBeInTheDocument();
  });

  it('default: a page that hides the footer (messages, 002 §2.4) leaves it out until it shows an error', () => {
    function Page({ error }: { error: boolean }) {
      useHideFooter(!error);
      return <h1>Messages</h1>;
    }
    const { rerender } = renderWithProviders(
      <DefaultLayout campaignBanner={null}>
        <Page error={false} />
      </DefaultLayout>,
    );
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    rerender(
      <DefaultLayout campaignBanner={null}>
        <Page error />
      </DefaultLayout>,
    );
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // Gone with the page (a route's error page replaces it): the footer is back.
    rerender(
      <DefaultLayout campaignBanner={null}>
        <h1>This page could not be found</h1>
      </DefaultLayout>,
    );
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('bare: no site header menus, and the footer every page has', () => {
    renderWithProviders(
      <BareLayout>
        <h1>Log in</h1>
      </BareLayout>,
    );
    expect(screen.getByRole('link', { name: 'Campershare' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('magazine: its own navigation between header and content', () => {
    renderWithProviders(
      <MagazineLayout navigation={<a href="/magazine/category/routes">Routes</a>}>
        <h1>Magazine</h1>
      </MagazineLayout>,
    );
    expect(screen.getByRole('navigation', { name: 'Magazine sections' })).toContainElement(screen.getByRole('link', { name: 'Routes' }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
