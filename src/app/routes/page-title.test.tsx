import { msg } from '@lingui/core/macro';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { withTitle } from './page-title';

function Page() {
  return <h1>Your dates</h1>;
}

// Issue #23 point 9: every registered page has its own document title.
describe('a page titled by its registry entry', () => {
  it('sets the document title of a page that sets none', async () => {
    const { Component } = withTitle({ Component: Page }, msg`Your dates · Booking | Campershare`);
    renderWithProviders(<Component />);
    await waitFor(() => expect(document.title).toBe('Your dates · Booking | Campershare'));
  });

  it('leaves a page without a registry title as it is', () => {
    const page = { Component: Page };
    expect(withTitle(page, undefined)).toBe(page);
    render(<page.Component />);
  });
});
