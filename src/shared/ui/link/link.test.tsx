import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { ButtonLink } from './button-link';
import { ExternalLink } from './external-link';
import { Link } from './link';

describe('Link', () => {
  it('links to a route of the app', () => {
    renderWithProviders(<Link to="/campers">Browse campers</Link>);

    expect(screen.getByRole('link', { name: 'Browse campers' })).toHaveAttribute('href', '/campers');
  });

  it('marks the current page in a menu', () => {
    renderWithProviders(
      <Link to="/campers" variant="nav" aria-current="page">
        Campers
      </Link>,
    );

    expect(screen.getByRole('link', { name: 'Campers', current: 'page' })).toBeInTheDocument();
  });

  it('renders a ButtonLink as a link, not a button', () => {
    renderWithProviders(<ButtonLink to="/book">Book now</ButtonLink>);

    expect(screen.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/book');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ExternalLink', () => {
  it('opens in a new tab, says so, and withholds opener and referrer', () => {
    renderWithProviders(<ExternalLink href="https://example.org/terms">Rental terms</ExternalLink>);

    const link = screen.getByRole('link', { name: /^Rental terms ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('can stay in the same tab', () => {
    renderWithProviders(
      <ExternalLink href="https://example.org/terms" newTab={false}>
        Rental terms
      </ExternalLink>,
    );

    const link = screen.getByRole('link', { name: 'Rental terms' });
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
