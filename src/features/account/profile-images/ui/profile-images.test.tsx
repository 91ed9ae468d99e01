import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import type { CurrentUser } from '@/entities/user';
import { signedInAs } from '@/shared/test';
import { ProfileImages } from './profile-images';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const image = (kind: string, version: number) => {
  const url = `https://media.test/${kind}/${version}.svg`;
  return { url, webp: url, fullUrl: url, fullWebp: url };
};

const RENTER: CurrentUser = { ...signedInAs('renter').user, isOrganization: false, avatar: null, organizationLogotype: null };
const COMPANY: CurrentUser = { ...signedInAs('owner').user, isOrganization: true, organizationName: 'Alpen Camper GmbH', avatar: image('avatar', 1), organizationLogotype: image('logo', 1) };

/** Serves GET /me and the image calls over one user, as the API would; returns the calls made. */
function serve(start: CurrentUser) {
  let user = start;
  const calls: string[] = [];
  const answer = (change: Partial<CurrentUser>) => {
    user = { ...user, ...change };
    return HttpResponse.json({ data: user });
  };
  server.use(
    http.get('*/api/me', () => HttpResponse.json({ data: { ...user, token: 'fresh' } })),
    http.put('*/api/me/avatar', ({ request }) => {
      calls.push(`PUT avatar ${request.headers.get('Content-Type')?.split(';')[0]}`);
      return answer({ avatar: image('avatar', 2) });
    }),
    http.post('*/api/me/organization-logotype/:direction', ({ params }) => {
      calls.push(`POST logotype ${String(params['direction'])}`);
      return answer({ organizationLogotype: image('logo', 3) });
    }),
    http.delete('*/api/me/organization-logotype', () => {
      calls.push('DELETE logotype');
      return answer({ organizationLogotype: null });
    }),
  );
  return calls;
}

async function renderImages() {
  const { session } = await renderWithSession(<ProfileImages />, { as: 'renter' });
  return { actor: session, user: userEvent.setup() };
}

describe('ProfileImages', () => {
  it('lets a renter upload a profile photo, which the session then has too', async () => {
    const calls = serve(RENTER);
    const { actor, user } = await renderImages();
    const field = await screen.findByRole('group', { name: 'Profile photo' });
    expect(screen.queryByRole('group', { name: 'Company logo' })).not.toBeInTheDocument();
    expect(within(field).queryByRole('img')).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('Choose a photo'), new File([new Uint8Array(64)], 'me.png', { type: 'image/png' }));

    expect(await within(field).findByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', 'https://media.test/avatar/2.svg');
    expect(within(field).getByRole('status')).toHaveTextContent('The photo is uploaded.');
    expect(calls).toEqual(['PUT avatar multipart/form-data']);
    await waitFor(() => expect(actor.getSnapshot().context.session?.user.avatar?.url).toBe('https://media.test/avatar/2.svg'));
  });

  it('lets an organisation rotate and remove its logo', async () => {
    const calls = serve(COMPANY);
    const { user } = await renderImages();
    const logo = await screen.findByRole('group', { name: 'Company logo' });
    expect(within(logo).getByRole('img', { name: 'Your company logo' })).toHaveAttribute('src', 'https://media.test/logo/1.svg');
    expect(screen.getByRole('group', { name: 'Profile photo' })).toBeInTheDocument();

    await user.click(within(logo).getByRole('button', { name: 'Rotate right' }));
    await waitFor(() => expect(within(logo).getByRole('img', { name: 'Your company logo' })).toHaveAttribute('src', 'https://media.test/logo/3.svg'));
    await user.click(within(logo).getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(within(logo).queryByRole('img')).not.toBeInTheDocument());
    expect(within(logo).getByRole('button', { name: 'Choose a photo' })).toBeEnabled();
    expect(calls).toEqual(['POST logotype rotate-right', 'DELETE logotype']);
  });

  it('says when rotating fails, keeping the image', async () => {
    serve(COMPANY);
    server.use(http.post('*/api/me/organization-logotype/:direction', () => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Boom' }, { status: 500 })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderImages();
    const logo = await screen.findByRole('group', { name: 'Company logo' });
    await user.click(within(logo).getByRole('button', { name: 'Rotate left' }));
    expect(await within(logo).findByText('The photo could not be rotated. Try again.')).toBeInTheDocument();
    expect(within(logo).getByRole('img', { name: 'Your company logo' })).toHaveAttribute('src', 'https://media.test/logo/1.svg');
  });

  it('offers to try again when the user cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('*/api/me', () =>
        fail ? HttpResponse.json({ status: 500, slug: 'server_error', message: 'Boom' }, { status: 500 }) : HttpResponse.json({ data: RENTER }),
      ),
    );
    const { user } = await renderImages();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your photo could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Profile photo' })).toBeInTheDocument();
  });
});
