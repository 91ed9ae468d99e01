import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { TermsLink } from './terms-link';

const TERMS = {
  version: '2026.2',
  title: 'User terms 2026.2',
  content: '<h2>1. About the service</h2><p>The marketplace connects owners with renters.</p><script>alert(1)</script>',
  url: null,
  publishedAt: '2026-09-01T00:00:00.000Z',
};

let failures = 0;
const server = setupServer(
  http.get('*/user-terms', () => {
    if (failures > 0) {
      failures -= 1;
      return HttpResponse.json({ status: 500, slug: 'server_error', message: 'Down' }, { status: 500 });
    }
    return HttpResponse.json({ data: TERMS });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  failures = 0;
  server.resetHandlers();
});
afterAll(() => server.close());

describe('the user terms beside the sign-up checkbox (issue #23 point 11)', () => {
  it('opens the terms over the form and goes back to it', async () => {
    renderWithProviders(
      <form>
        <label>
          First name <input defaultValue="" />
        </label>
        <TermsLink />
      </form>,
    );
    await userEvent.type(screen.getByLabelText('First name'), 'Åsa');
    await userEvent.click(screen.getByRole('button', { name: 'Read the user terms' }));

    const dialog = await screen.findByRole('dialog', { name: 'User terms' });
    expect(await within(dialog).findByRole('heading', { name: '1. About the service' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Version 2026\.2, published/)).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to the form' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('First name')).toHaveValue('Åsa');
    expect(screen.getByRole('button', { name: 'Read the user terms' })).toHaveFocus();
  });

  it('offers the terms page in a new tab when the site has one', async () => {
    renderWithProviders(<TermsLink termsHref="/user-terms" />);
    await userEvent.click(screen.getByRole('button', { name: 'Read the user terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'User terms' });
    expect(within(dialog).getByRole('link', { name: /Open the user terms in a new tab/ })).toHaveAttribute('target', '_blank');
  });

  it('says when the terms could not be loaded and tries again', async () => {
    failures = 10;
    renderWithProviders(<TermsLink />);
    await userEvent.click(screen.getByRole('button', { name: 'Read the user terms' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('The terms could not be loaded.');
    failures = 0;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: '1. About the service' })).toBeInTheDocument();
  });
});
