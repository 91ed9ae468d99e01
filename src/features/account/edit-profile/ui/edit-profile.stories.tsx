import preview from '#.storybook/preview';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, waitFor } from 'storybook/test';
import { withTestSession } from '@/entities/session/testing';
import type { CurrentUser } from '@/entities/user';
import { COMPLETE_PROFILE, userOf } from '@/shared/test';
import { EditProfile } from './edit-profile';

const COMPLETE: CurrentUser = userOf('renter', COMPLETE_PROFILE);

/** A user just signed up: only the names and the country are known. */
const EMPTY: CurrentUser = {
  ...userOf('renter'),
  firstName: '',
  lastName: null,
  country: 'SE',
  birthDate: null,
  gender: null,
  street: null,
  houseNumber: null,
  zipCode: null,
  city: null,
  state: null,
  phone: null,
};

const meta = preview.meta({
  title: 'Features/EditProfile',
  component: EditProfile,
  decorators: [withTestSession],
});

const me = (user: CurrentUser) => http.get('*/api/me', () => HttpResponse.json({ data: user }));
const saved = http.put('*/api/me', async ({ request }) => HttpResponse.json({ data: { ...COMPLETE, ...((await request.json()) as object) } }));

const clickSave = async (canvas: { findByRole: (role: string, options: { name: string }) => Promise<HTMLElement> }, userEvent: { click: (element: Element) => Promise<void> }) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Save profile' }));
};

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/me', () => delay('infinite')));
  },
});

export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(me(EMPTY), saved);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'First name' })).toHaveValue('');
  },
});

export const Invalid = meta.story({
  beforeEach({ msw }) {
    msw.use(me({ ...EMPTY, firstName: 'Sara1', zipCode: '1A', phone: '+46812345678', birthDate: '2015-05-01' }), saved);
  },
  play: async ({ canvas, userEvent }) => {
    await clickSave(canvas, userEvent);
    await expect(await canvas.findByText("Use letters, spaces and - ' & . + only.")).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Mobile phone' })).toHaveAccessibleDescription(/This phone number is not a mobile number\./);
    await expect(canvas.getByLabelText('Date of birth')).toHaveAccessibleDescription('You must be at least 18 years old.');
  },
});

export const Filled = meta.story({
  beforeEach({ msw }) {
    msw.use(me(COMPLETE), saved);
  },
});

export const Organisation = meta.story({
  beforeEach({ msw }) {
    msw.use(me({ ...COMPLETE, isOrganization: true, organizationName: 'Lindqvist Camping AB', organizationNumber: '556677-8899' }), saved);
  },
});

export const OnlyMissingFields = meta.story({
  args: { fields: 'missing', complete: <p>Your profile is complete.</p> },
  beforeEach({ msw }) {
    msw.use(me({ ...COMPLETE, state: null, phone: null }), saved);
  },
});

export const Submitting = meta.story({
  beforeEach({ msw }) {
    msw.use(
      me(COMPLETE),
      http.put('*/api/me', () => delay('infinite')),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await clickSave(canvas, userEvent);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save profile' })).toHaveAttribute('aria-busy', 'true'));
  },
});

export const Failed = meta.story({
  beforeEach({ msw }) {
    msw.use(
      me(COMPLETE),
      http.put('*/api/me', () => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Server error' }, { status: 500 })),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await clickSave(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your profile could not be saved. Please try again.');
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Sara');
  },
});

export const Saved = meta.story({
  beforeEach({ msw }) {
    msw.use(me(COMPLETE), saved);
  },
  play: async ({ canvas, userEvent }) => {
    await clickSave(canvas, userEvent);
    const notifications = await screen.findByRole('region', { name: /Notifications/ });
    await waitFor(() => expect(notifications).toHaveTextContent('Your profile has been saved.'));
  },
});

export const LoadFailed = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/me', () => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Server error' }, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your profile could not be loaded.');
  },
});
