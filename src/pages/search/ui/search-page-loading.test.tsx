import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { SearchPageLoading } from './search-page-loading';

describe('SearchPageLoading', () => {
  it('names a subtype page at once, while the search and its catalog load (the title is the page’s LCP)', () => {
    renderWithProviders(<SearchPageLoading route="search-motorhome" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Rent a motorhome' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    // React hoists the page's <title> into the document's head.
    expect(document.title).toBe('Rent a motorhome | Campershare');
  });

  it('names the all-vehicles page too', () => {
    renderWithProviders(<SearchPageLoading route="all" />);
    expect(screen.getByRole('heading', { level: 1, name: 'All vehicles' })).toBeInTheDocument();
  });

  it('shows no title for a brand page, which needs the brand list to name it', () => {
    document.title = 'Campershare';
    renderWithProviders(<SearchPageLoading route="brand" />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(document.title).toBe('Campershare');
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
