import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { BareLayout } from './bare-layout';
import { DefaultLayout } from './default-layout';
import { MagazineLayout } from './magazine-layout';

describe('layouts', () => {
  it('default: header, main content, footer and the floating banner slot', () => {
    renderWithProviders(
      <DefaultLayout floatingBanner={<p>Spring campaign</p>}>
        <h1>Page</h1>
      </DefaultLayout>,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Page' }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByText('Spring campaign')).toBeInTheDocument();
  });

  it('bare: no site header menus and no footer', () => {
    renderWithProviders(
      <BareLayout>
        <h1>Log in</h1>
      </BareLayout>,
    );
    expect(screen.getByRole('link', { name: 'Campershare' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
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
