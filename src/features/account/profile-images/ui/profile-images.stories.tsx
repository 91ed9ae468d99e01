import preview from '#.storybook/preview';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { TestSession } from '@/entities/session/testing';
import type { CurrentUser } from '@/entities/user';
import { signedInAs } from '@/shared/test';
import { ProfileImages } from './profile-images';

const svg = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160"><rect width="160" height="160" fill="${fill}"/><circle cx="80" cy="62" r="30" fill="#fff"/></svg>`)}`;
const image = (fill: string) => ({ url: svg(fill), webp: svg(fill), fullUrl: svg(fill), fullWebp: svg(fill) });

const RENTER: CurrentUser = { ...signedInAs('renter').user, isOrganization: false, avatar: null, organizationLogotype: null };
const COMPANY: CurrentUser = { ...signedInAs('owner').user, isOrganization: true, organizationName: 'Alpen Camper GmbH', avatar: image('#1f5136'), organizationLogotype: image('#a4450c') };

const me = (user: CurrentUser) => http.get('*/api/me', () => HttpResponse.json({ data: user }));

const meta = preview.meta({
  title: 'Features/ProfileImages',
  component: ProfileImages,
  decorators: [
    (Story) => (
      <TestSession as="renter">
        <div style={{ maxWidth: '40rem' }}>
          <Story />
        </div>
      </TestSession>
    ),
  ],
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/me', () => delay('infinite')));
  },
});

export const RenterWithoutPhoto = meta.story({
  beforeEach({ msw }) {
    msw.use(me(RENTER), http.put('*/api/me/avatar', () => HttpResponse.json({ data: { ...RENTER, avatar: image('#1d5b8f') } })));
  },
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByRole('group', { name: 'Profile photo' });
    await expect(canvas.queryByRole('group', { name: 'Company logo' })).toBeNull();
    await userEvent.upload(canvas.getByLabelText('Choose a photo'), new File([new Uint8Array(64)], 'me.png', { type: 'image/png' }));
    await expect(await canvas.findByRole('img', { name: 'Your profile photo' })).toBeVisible();
    await expect(field).toBeVisible();
  },
});

export const OrganisationWithLogo = meta.story({
  beforeEach({ msw }) {
    msw.use(me(COMPANY));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Your company logo' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
  },
});

export const UploadRefusedByServer = meta.story({
  beforeEach({ msw }) {
    msw.use(me(RENTER), http.put('*/api/me/avatar', () => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Boom' }, { status: 500 })));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(await canvas.findByLabelText('Choose a photo'), new File([new Uint8Array(64)], 'me.png', { type: 'image/png' }));
    await expect(await canvas.findByText('The upload failed: the server answered with error 500. Try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

export const LoadFailed = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/me', () => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Boom' }, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your photo could not be loaded.');
  },
});
