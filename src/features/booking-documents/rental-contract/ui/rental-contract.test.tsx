import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { setupApiServer } from '@/shared/test-server';
import * as utils from '@/shared/ui/utils';
import { RentalContract } from './rental-contract';

const api = setupApiServer();
afterEach(() => vi.restoreAllMocks());

const confirmed = { id: 4711, ecommerceStatus: 'confirmed' } as const;
const PDF = '%PDF-1.4\n%%EOF\n';
const pdfAnswer = () => new HttpResponse(PDF, { headers: { 'Content-Type': 'application/pdf' } });

describe('RentalContract (001 §2, §7)', () => {
  it('downloads the booking’s contract as rental-contract-{id}.pdf', async () => {
    const save = vi.spyOn(utils, 'saveFile').mockImplementation(() => undefined);
    api.use(http.get('*/api/bookings/4711/rental-contract', pdfAnswer));
    renderWithProviders(<RentalContract booking={confirmed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download the contract (PDF)' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [name, file] = save.mock.calls[0] ?? [];
    expect(name).toBe('rental-contract-4711.pdf');
    expect(await (file as Blob).text()).toBe(PDF);
  });

  it('is not offered before the booking is confirmed', () => {
    renderWithProviders(<RentalContract booking={{ id: 4711, ecommerceStatus: 'pending_confirmation' }} />);
    expect(screen.queryByRole('button', { name: 'Download the contract (PDF)' })).not.toBeInTheDocument();
  });

  it('says when the download failed, and a retry downloads it', async () => {
    const save = vi.spyOn(utils, 'saveFile').mockImplementation(() => undefined);
    let fail = true;
    api.use(
      http.get('*/api/bookings/4711/rental-contract', () =>
        fail ? HttpResponse.json({ status: 503, slug: 'server_error', message: 'Down' }, { status: 503 }) : pdfAnswer(),
      ),
    );
    renderWithProviders(<RentalContract booking={confirmed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download the contract (PDF)' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('The rental contract could not be downloaded. Please try again.');
    expect(save).not.toHaveBeenCalled();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
