import preview from '#.storybook/preview';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { AdditionalDriver } from '../api/driver-requests';
import { AdditionalDriversCard } from './additional-drivers-card';
import type { DriverActions } from './driver-actions';

const variant = { url: '/id-photos/front-medium.svg', webp: '/id-photos/front-medium.svg' };
const photo = (type: AdditionalDriver['images'][number]['type']) => ({ type, sizes: { card: variant, medium: variant, large: variant, xlarge: variant, full: variant } });

const driver = (overrides: Partial<AdditionalDriver> = {}): AdditionalDriver => ({
  id: 51,
  bookingId: 88,
  name: 'Karin Berg',
  status: 'pending_verification',
  images: [],
  price: 45_000,
  createdAt: '2026-05-30T12:00:00.000Z',
  ...overrides,
});

const withPhotos = driver({ status: 'under_review', images: [photo('driving_license_front'), photo('driving_license_back')] });

/** The API stubbed: every call answers with the driver as the sandbox would, or fails when asked. */
const actions = ({ failing = false }: { failing?: boolean } = {}): DriverActions => {
  const answer = <T,>(value: T) => fn(() => (failing ? Promise.reject(new Error('offline')) : Promise.resolve(value)));
  return {
    add: answer(driver()) as DriverActions['add'],
    rename: answer(driver()) as DriverActions['rename'],
    remove: answer(undefined) as DriverActions['remove'],
    upload: answer(driver({ images: [photo('driving_license_front')] })) as DriverActions['upload'],
    rotate: answer(withPhotos) as DriverActions['rotate'],
    removePhoto: answer(driver()) as DriverActions['removePhoto'],
  };
};

const card = (drivers: AdditionalDriver[], options: { editable?: boolean; failing?: boolean } = {}) => (
  <AdditionalDriversCard bookingId={88} drivers={drivers} editable={options.editable ?? true} minimumAge={21} currency="sek" actions={actions(options)} onChanged={() => undefined} />
);

// A typed name is kept in this browser until saved or cancelled (a reload keeps it): each story starts without one.
const meta = preview.meta({ title: 'Features/AdditionalDrivers', beforeEach: () => localStorage.removeItem('campershare:additional-driver:88') });

export const NoDriverYet = meta.story({
  render: () => card([]),
  play: async () => {
    await expect(await screen.findByText(/at least 21 years old and have held a driving licence for at least 3 years/)).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Add a driver' })).toBeEnabled();
  },
});

export const EachStatus = meta.story({
  render: () =>
    card([
      driver(),
      driver({ ...withPhotos, id: 52, name: 'Nils Berg' }),
      driver({ id: 53, name: 'Eva Lind', status: 'approved', images: withPhotos.images }),
      driver({ id: 54, name: 'Olle Lind', status: 'denied', images: withPhotos.images }),
    ]),
  play: async () => {
    const items = await screen.findAllByRole('listitem');
    await expect(items[0]).toHaveTextContent(/Pending verification · Fee SEK\s?450/);
    await expect(items[0]).toHaveTextContent('Add both sides of the driving licence to send it for review.');
    await expect(items[1]).toHaveTextContent('Under review');
    await expect(items[1]).toHaveTextContent('This takes 2 working days.');
    await expect(items[2]).toHaveTextContent('Approved');
    await expect(items[3]).toHaveTextContent('Denied');
  },
});

/** The owner (or a booking under way) sees the drivers without changing them. */
export const ReadOnly = meta.story({
  render: () => card([withPhotos], { editable: false }),
  play: async () => {
    await expect(await screen.findByText('Karin Berg')).toBeVisible();
    await expect(screen.queryByRole('button')).toBeNull();
  },
});

export const NameRefused = meta.story({
  render: () => card([]),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add a driver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Additional driver' });
    const name = within(dialog).getByLabelText('Full name as on the driving licence');
    await userEvent.type(name, 'Karin 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the driver' }));
    await expect(name).toHaveAccessibleDescription("Use letters, spaces and - ' & . + only.");
  },
});

export const AddsThenAsksForPhotos = meta.story({
  render: () => card([]),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add a driver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Additional driver' });
    await userEvent.type(within(dialog).getByLabelText('Full name as on the driving licence'), 'Karin Berg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the driver' }));
    await expect(await within(dialog).findByText(/Add both sides of Karin Berg's driving licence/)).toBeVisible();
    await expect(within(dialog).getByText('Driving licence, front')).toBeVisible();
    await expect(within(dialog).getByText('Driving licence, back')).toBeVisible();
  },
});

export const SavingFails = meta.story({
  render: () => card([], { failing: true }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add a driver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Additional driver' });
    await userEvent.type(within(dialog).getByLabelText('Full name as on the driving licence'), 'Karin Berg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the driver' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(within(dialog).getByLabelText('Full name as on the driving licence')).toHaveValue('Karin Berg');
  },
});

export const RemoveAsks = meta.story({
  render: () => card([driver()]),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Karin Berg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Karin Berg as a driver?' });
    await expect(within(dialog).getByRole('button', { name: 'Remove the driver' })).toBeEnabled();
  },
});

/** A name typed before a reload is still there when the dialog opens again. */
export const KeepsTypedName = meta.story({
  beforeEach: () => localStorage.setItem('campershare:additional-driver:88', 'Karin Berg'),
  render: () => card([]),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add a driver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Additional driver' });
    await expect(within(dialog).getByLabelText('Full name as on the driving licence')).toHaveValue('Karin Berg');
  },
});
