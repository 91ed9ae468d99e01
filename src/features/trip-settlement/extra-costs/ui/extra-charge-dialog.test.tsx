import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { ExtraChargeDialog } from './extra-charge-dialog';

beforeEach(() => sessionStorage.clear());

describe('the extra-charge modal in check-out’s extra-costs step (001 §2)', () => {
  it('hands the checked charge to the step instead of the API, and does not send the page’s form around it', async () => {
    const onCharge = vi.fn();
    const onPageSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const user = userEvent.setup();
    renderWithProviders(
      <form onSubmit={onPageSubmit}>
        <ExtraChargeDialog bookingId={4711} currency="sek" feeFraction={0.1} onAdded={() => undefined} onCharge={onCharge} />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Add an extra charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an extra charge' });
    await user.click(within(dialog).getByRole('button', { name: 'Add the charge' }));
    expect(within(dialog).getByText('Enter the amount.')).toBeInTheDocument();
    expect(onCharge).not.toHaveBeenCalled();

    await user.selectOptions(within(dialog).getByLabelText('What is it for?'), 'Fuel');
    await user.type(within(dialog).getByLabelText('Amount (SEK)'), '450,50');
    expect(within(dialog).getByText('Service fee SEK 45.05: the renter pays SEK 495.55.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Description'), ' Tank not refilled ');
    await user.click(within(dialog).getByRole('button', { name: 'Add the charge' }));

    expect(onCharge).toHaveBeenCalledWith({ category: 'fuel', amount: 45_050, description: 'Tank not refilled' });
    expect(onPageSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Add an extra charge' })).not.toBeInTheDocument();
  });
});
