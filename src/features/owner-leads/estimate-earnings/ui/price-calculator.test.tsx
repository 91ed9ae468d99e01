import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { setupApiServer } from '@/shared/test-server';
import { PriceCalculator } from './price-calculator';

const api = setupApiServer();
const calculation = {
  vehicle: { country: 'SE', licensePlate: 'ABC123', brandName: 'Hymer', model: 'B-Class', modelYear: 2019 },
  weeklyPriceHigh: 999_000,
  weeklyPriceLow: 649_000,
  highSeasonWeeks: 8,
  lowSeasonWeeks: 4,
  serviceFee: 1_588_200,
  yearlyEarnings: 8_999_800,
  currency: 'sek',
};

function open() {
  const view = renderWithProviders(<PriceCalculator>{(result) => <p>Estimate: {result.yearlyEarnings}</p>}</PriceCalculator>);
  const form = screen.getByRole('form', { name: 'Price calculator' });
  return { ...view, user: userEvent.setup(), form, submit: within(form).getByRole('button', { name: 'Calculate my earnings' }) };
}

async function fill(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByLabelText('Registration number'), 'ABC 123');
  await user.selectOptions(within(form).getByLabelText('Country of registration'), 'SE');
  await user.type(within(form).getByLabelText('E-mail'), 'anna@example.com');
}

const failing = (status: number, slug: string) => api.answer('post', '*/api/lead-price-calculator', () => HttpResponse.json({ status, slug, message: slug }, { status }));

describe('the price calculator (000 §2)', () => {
  afterEach(() => sessionStorage.clear());

  it('refuses an empty form with the spec’s words and each field’s own, without a call', async () => {
    const sent = api.answer('post', '*/api/lead-price-calculator', () => HttpResponse.json({ data: calculation }));
    const { user, form, submit } = open();
    await user.click(submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please, fill in all fields above.');
    expect(within(form).getByLabelText('Registration number')).toHaveAccessibleDescription('Enter the registration number.');
    expect(within(form).getByLabelText('Country of registration')).toHaveAccessibleDescription('Choose the country the vehicle is registered in.');
    expect(within(form).getByLabelText('E-mail')).toHaveAccessibleDescription(/Enter your e-mail address\./);
    expect(sent).toHaveLength(0);
  });

  it('sends the registration number, its country and the e-mail, and shows the estimate', async () => {
    const sent = api.answer('post', '*/api/lead-price-calculator', () => HttpResponse.json({ data: calculation }));
    const { user, form, submit } = open();
    await fill(user, form);
    await user.click(submit);
    expect(await screen.findByText('Estimate: 8999800')).toBeInTheDocument();
    expect(sent).toEqual([{ licensePlate: 'ABC 123', country: 'SE', email: 'anna@example.com' }]);
  });

  it('says by the field when the register knows no such vehicle, and when there is nothing to compare with', async () => {
    failing(404, 'vehicle_not_found');
    const { user, form, submit } = open();
    await fill(user, form);
    await user.click(submit);
    await waitFor(() => expect(within(form).getByLabelText('Registration number')).toHaveAccessibleDescription('We found no vehicle with this registration number. Check it and the country.'));
    failing(422, 'price_calculation_no_results');
    await user.click(submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent('We have no similar vehicles to compare yours with yet');
  });

  it('offers a retry after any other failure, with what was typed kept, also across a reload', async () => {
    failing(500, 'server_error');
    const { user, form, submit, unmount } = open();
    await fill(user, form);
    await user.click(submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent('The estimate could not be calculated. Please try again.');
    expect(within(form).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    unmount();
    const again = open();
    await waitFor(() => expect(within(again.form).getByLabelText('Registration number')).toHaveValue('ABC 123'));
    expect(within(again.form).getByLabelText('Country of registration')).toHaveValue('SE');
    expect(within(again.form).getByLabelText('E-mail')).toHaveValue('anna@example.com');
  });
});
