import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { setupApiServer } from '@/shared/test-server';
import { EBookModal } from './e-book-modal';

const api = setupApiServer();

describe('the e-book modal (002 §4.5, POST /leads)', () => {
  afterEach(() => sessionStorage.clear());

  it('says a missing e-mail by its field without a call; a failure keeps what was typed and tries again', async () => {
    let calls = 0;
    const sent = api.answer('post', '*/api/leads', () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ status: 500, slug: 'server_error', message: 'Oops' }, { status: 500 })
        : HttpResponse.json({ data: { id: 1, email: 'eva@example.com', source: 'e_book', consent: false, createdAt: '2026-01-01T00:00:00Z' } }, { status: 201 });
    });
    const onClose = vi.fn();
    renderWithProviders(<EBookModal onClose={onClose} />);
    const user = userEvent.setup();
    const modal = await screen.findByRole('dialog', { name: 'Free e-book: renting out your camper' });
    await user.click(within(modal).getByRole('button', { name: 'Send me the e-book' }));
    expect(await within(modal).findByText('Enter the e-mail address we should send the e-book to.')).toBeVisible();
    expect(sent).toHaveLength(0);

    await user.type(within(modal).getByLabelText('E-mail'), 'eva@example.com');
    expect(JSON.parse(sessionStorage.getItem('e-book-draft') ?? '{}')).toMatchObject({ email: 'eva@example.com' });
    await user.click(within(modal).getByRole('button', { name: 'Send me the e-book' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Your request could not be sent. Please try again.');
    expect(within(modal).getByLabelText('E-mail')).toHaveValue('eva@example.com');
    await user.click(within(modal).getByRole('button', { name: 'Try again' }));
    expect(await within(modal).findByRole('status')).toHaveTextContent('Thank you! We have sent the e-book to eva@example.com.');
    await waitFor(() => expect(sent.at(-1)).toEqual({ email: 'eva@example.com', name: null, source: 'e_book', locale: 'en', consent: false }));
    expect(sessionStorage.getItem('e-book-draft')).toBeNull();
  });
});
