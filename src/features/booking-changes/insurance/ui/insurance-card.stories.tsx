import preview from '#.storybook/preview';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@/shared/api';
import { LocaleProvider } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import type { InsuranceAddon, InsuranceClaim, InsurancePolicy, Product } from '../api/insurance-requests';
import type { InsuranceActions } from './insurance-actions';
import { InsuranceCard, type InsuranceCardProps, type InsuranceChoices } from './insurance-card';

const policy = (overrides: Partial<InsurancePolicy> = {}): InsurancePolicy => ({
  id: 88,
  bookingId: 88,
  vendor: 'omocom',
  planKey: 'omocom_basic',
  addons: [],
  policyNumber: 'OMO-88-2026',
  status: 'pending',
  startsAt: '2026-07-04T10:00:00.000Z',
  endsAt: '2026-07-09T23:59:59.000Z',
  deductible: 1_000_000,
  currency: 'sek',
  documentUrl: 'https://example.test/files/insurance-policy/88.pdf',
  claimFormUrl: 'https://www.omocom.se/en/claims',
  ...overrides,
});

const claim = (overrides: Partial<InsuranceClaim>): InsuranceClaim => ({ id: 1, bookingId: 88, status: 'submitted', claimNumber: 'CL-1', amount: 450_000, currency: 'sek', description: null, ...overrides });

const product = (overrides: Partial<Product> = {}): Product => ({ id: 41, key: 'deductible_buydown', type: 'deductible_buydown', name: 'Deductible buydown', price: 9_900, pricingStrategy: 'per_booking_night', currency: 'sek', ...overrides });

const addon = (key: InsuranceAddon['key'], productId: number, totalPrice: number): InsuranceAddon => ({ key, type: 'insurance', price: totalPrice / 5, totalPrice, pricingStrategy: 'per_booking_night', currency: 'sek', productId, selected: false });

/** The API stubbed as the sandbox answers for a 5-night trip in SEK; each call can fail or find other products. */
const actions = ({ failing = false, buydowns = [product()] }: { failing?: boolean; buydowns?: Product[] } = {}): InsuranceActions => {
  const answer = <T,>(value: T) => fn(() => (failing ? Promise.reject(new ApiError(500, 'server_error', 'Down')) : Promise.resolve(value)));
  return {
    upgradePrices: fn(() =>
      Promise.resolve({
        plans: [
          { key: 'omocom_basic' as const, perNight: 9_900 },
          { key: 'omocom_plus' as const, perNight: 14_900 },
          { key: 'omocom_complete' as const, perNight: 24_900 },
        ],
        travelAbroadPerNight: 3_000,
      }),
    ),
    upgrade: answer([
      { installmentId: 901, amount: 75_000, payable: true },
      { installmentId: 902, amount: 15_000, payable: true },
    ]) as InsuranceActions['upgrade'],
    buydownProduct: fn(() =>
      Promise.resolve(buydowns.length === 1 ? { kind: 'one' as const, product: buydowns[0] as Product } : buydowns.length === 0 ? { kind: 'none' as const } : { kind: 'several' as const, count: buydowns.length }),
    ),
    addons: fn(() => Promise.resolve([addon('roadside_assistance', 51, 20_000), addon('interior_insurance', 52, 15_000), addon('young_driver', 53, 30_000), addon('deductible_buydown', 41, 49_500)])),
    buy: answer([{ installmentId: 903, amount: 15_000, payable: false }]) as InsuranceActions['buy'],
  };
};

const renter: InsuranceChoices = { upgrade: true, buydown: true, addons: true, youngDriver: false };

const card = (props: Partial<InsuranceCardProps> = {}) => (
  <InsuranceCard
    booking={{ id: 88, currency: 'sek', nights: 5, vendor: 'omocom', plan: 'omocom_basic', deductible: 1_000_000, addons: [] }}
    policy={policy()}
    policyError={null}
    onRetryPolicy={() => undefined}
    claims={[]}
    may={renter}
    limitations={[]}
    actions={actions()}
    renderPayment={({ amount, onPaid }) => <Button onClick={onPaid}>{`Pay test ${amount}`}</Button>}
    onChanged={fn()}
    {...props}
  />
);

/** A dialog once its opening animation has ended (until then it is not yet visible). */
async function opened(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

const meta = preview.meta({ title: 'Features/BookingInsurance' });

export const PolicyForTheOwner = meta.story({
  render: () => card({ may: { upgrade: false, buydown: false, addons: false, youngDriver: false }, claims: [claim({}), claim({ id: 2, status: 'noclaim', claimNumber: 'CL-2' })] }),
  play: async () => {
    await expect(await screen.findByText('OMO-88-2026')).toBeVisible();
    await expect(screen.getByText('Basic cover')).toBeVisible();
    await expect(screen.getByText('Not active yet')).toBeVisible();
    await expect(screen.getByText(/^SEK\s10,000\.00$/)).toBeVisible();
    await expect(screen.getByRole('link', { name: /Insurance policy \(PDF\)/ })).toHaveAttribute('href', 'https://example.test/files/insurance-policy/88.pdf');
    await expect(screen.getByRole('link', { name: /Report a claim to Omocom/ })).toHaveAttribute('href', 'https://www.omocom.se/en/claims');
    // The claims list leaves `noclaim` out.
    await expect(screen.getByText('Claim CL-1')).toBeVisible();
    await expect(screen.queryByText('Claim CL-2')).toBeNull();
    await expect(screen.queryByRole('button')).toBeNull();
  },
});

export const SwissPolicyInFrench = meta.story({
  globals: { locale: 'fr-CH' },
  render: () => (
    <LocaleProvider locale="fr-CH" site="swiss">
      {card({
        booking: { id: 88, currency: 'chf', nights: 5, vendor: 'baloise', plan: null, deductible: 200_000, addons: ['luggage_insurance'] },
        policy: policy({ vendor: 'baloise', planKey: null, currency: 'chf', deductible: 200_000, addons: ['luggage_insurance'], claimFormUrl: 'https://www.baloise.ch/en/private/claims.html' }),
        may: { upgrade: false, buydown: false, addons: false, youngDriver: false },
      })}
    </LocaleProvider>
  ),
  play: async () => {
    // The Swiss insurer's claim form in the reader's language, and its limits of 001 §9.
    await expect(await screen.findByRole('link', { name: /Déclarer un sinistre à Baloise/ })).toHaveAttribute('href', 'https://www.baloise.ch/fr/private/claims.html');
    await expect(screen.getByRole('heading', { name: 'Ce que couvre l’assurance suisse' })).toBeVisible();
    await expect(screen.getByText(/^Bagages jusqu’à .*5\s?.?000.*, franchise de .*50.*\.$/)).toBeVisible();
  },
});

export const LoadingThePolicy = meta.story({
  render: () => card({ policy: undefined }),
  play: async () => {
    await expect(await screen.findByText('Basic cover')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Upgrade insurance' })).toBeEnabled();
  },
});

export const PolicyFailedToLoad = meta.story({
  render: () => card({ policy: undefined, policyError: new ApiError(500, 'server_error', 'Down') }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

export const UpgradeWithTravelAbroadAndPay = meta.story({
  render: () => card(),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade insurance' }));
    const dialog = await opened('Upgrade your insurance');
    // Only the tiers above Basic are offered.
    await expect(dialog.queryByRole('radio', { name: /Basic cover/ })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Upgrade' }));
    await expect(await dialog.findByText('Choose the plan you want.')).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: /^Complete cover, SEK\s249\.00 per night$/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /^Add travel abroad protection \(SEK\s30\.00 per night\)$/ }));
    // (249 − 99) × 5 = 750 and 30 × 5 = 150 add up to 900.
    const table = within(dialog.getByRole('table', { name: 'What the upgrade costs' }));
    await expect(table.getByRole('row', { name: /Complete cover instead of Basic cover, 5 nights SEK\s750\.00/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Travel abroad protection, 5 nights SEK\s150\.00/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /To pay SEK\s900\.00/ })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Upgrade' }));
    await expect(await dialog.findByText('Payment 1 of 2')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Pay test 75000' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Pay test 15000' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent('Paid. Your insurance is updated.');
  },
});

export const UpgradeFails = meta.story({
  render: () => card({ actions: actions({ failing: true }), may: { ...renter, upgrade: true }, booking: { id: 88, currency: 'sek', nights: 5, vendor: 'omocom', plan: 'omocom_plus', deductible: 500_000, addons: [] }, policy: policy({ planKey: 'omocom_plus' }) }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade insurance' }));
    const dialog = await opened('Upgrade your insurance');
    // One tier above Plus: chosen already.
    await expect(await dialog.findByRole('radio', { name: /^Complete cover, SEK\s249\.00 per night$/ })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Upgrade' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    // The choice stays for the retry.
    await expect(dialog.getByRole('radio', { name: /^Complete cover, SEK\s249\.00 per night$/ })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

export const BuydownBoughtAwaitingAcceptance = meta.story({
  render: () => card(),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Lower the deductible' }));
    const dialog = await opened('Lower your deductible');
    const intro = await dialog.findByText(/Your deductible in case of damage is SEK\s10,000\.00/);
    await waitFor(() => expect(intro).toBeVisible());
    await expect(dialog.getByRole('row', { name: /To pay SEK\s495\.00/ })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Buy the deductible reduction' }));
    await expect(await dialog.findByText(/^SEK\s150\.00 is due once the owner accepts the booking\. You pay it under Your payments\.$/)).toBeVisible();
  },
});

export const BuydownNotFound = meta.story({
  render: () => card({ actions: actions({ buydowns: [] }) }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Lower the deductible' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('The deductible reduction is not offered for this booking.');
  },
});

export const BuydownFoundTwice = meta.story({
  render: () => card({ actions: actions({ buydowns: [product(), product({ id: 42 })] }) }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Lower the deductible' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('We found more than one deductible reduction for this booking');
  },
});

export const AddOns = meta.story({
  render: () => card(),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add insurance' }));
    const dialog = await opened('Add insurance');
    await expect(await dialog.findByRole('button', { name: 'Add Interior insurance' })).toBeEnabled();
    // The buydown has its own modal; the young-driver cover is only for renters aged 28 or younger.
    await expect(dialog.queryByRole('button', { name: 'Add Deductible reduction' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Add Young driver insurance' })).toBeNull();
    await expect(dialog.getByText(/^SEK\s150\.00 for 5 nights$/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Add Interior insurance' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent('Your insurance is updated.');
  },
});

export const YoungDriver = meta.story({
  render: () => card({ may: { ...renter, youngDriver: true } }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Young driver insurance' }));
    const info = await opened('Young driver insurance');
    await waitFor(() => expect(info.getByText(/Drivers aged 28 or younger have a higher deductible/)).toBeVisible());
    await userEvent.click(info.getByRole('button', { name: 'Add young driver insurance' }));
    const dialog = await opened('Add insurance');
    await expect(await dialog.findByRole('button', { name: 'Add Young driver insurance' })).toBeEnabled();
  },
});

export const Limitations = meta.story({
  render: () =>
    card({
      booking: { id: 88, currency: 'chf', nights: 5, vendor: 'baloise', plan: null, deductible: 200_000, addons: [] },
      policy: policy({ vendor: 'baloise', planKey: null, currency: 'chf', deductible: 200_000 }),
      may: { upgrade: false, buydown: false, addons: false, youngDriver: false },
      limitations: ['swiss_residents_only', 'too_heavy'],
    }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Limits of the insurance' }));
    const dialog = await opened('Limits of the insurance');
    await waitFor(() => expect(dialog.getByText(/Insurance limited to Swiss and Liechtenstein residents/)).toBeVisible());
    await expect(dialog.getByText(/This vehicle weighs over 7,500 kg/)).toBeVisible();
    await expect(dialog.queryByText(/300,000 km or more: the platform/)).toBeNull();
  },
});
