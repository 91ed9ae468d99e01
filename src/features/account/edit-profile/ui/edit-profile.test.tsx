import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import type { CurrentUser } from '@/entities/user';
import { COMPLETE_PROFILE, userOf } from '@/shared/test';
import { setupApiServer } from '@/shared/test-server';
import { EditProfile, type EditProfileProps } from './edit-profile';

const SARA: CurrentUser = userOf('renter', { ...COMPLETE_PROFILE, isOrganization: false });

const api = setupApiServer();

function serve(user: CurrentUser, put: (body: Record<string, unknown>) => Response = (body) => HttpResponse.json({ data: { ...user, ...body } })) {
  api.use(http.get('*/api/me', () => HttpResponse.json({ data: { ...user, token: 'fresh' } })));
  return api.answer<Record<string, unknown>>('put', '*/api/me', async ({ request }) => put((await request.json()) as Record<string, unknown>));
}

async function renderEditProfile(props: EditProfileProps = {}) {
  const { session: actor } = await renderWithSession(<EditProfile {...props} />);
  return { actor, user: userEvent.setup() };
}

const save = () => screen.getByRole('button', { name: 'Save profile' });

describe('EditProfile', () => {
  it('loads the saved profile into the form', async () => {
    serve(SARA);
    await renderEditProfile();
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Sara');
    expect(screen.getByRole('textbox', { name: 'Mobile phone' })).toHaveValue('+46 70 123 45 67');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Sweden');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveDisplayValue('Female');
  });

  it('puts each bad input’s error next to its field and sends nothing', async () => {
    const bodies = serve(SARA);
    const { user } = await renderEditProfile();
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    await user.clear(firstName);
    const lastName = screen.getByRole('textbox', { name: 'Last name' });
    await user.clear(lastName);
    await user.type(lastName, 'Lindqvist2');
    const zip = screen.getByRole('textbox', { name: 'Postal code' });
    await user.clear(zip);
    await user.type(zip, '1120');
    await user.type(zip, 'A');
    const phone = screen.getByRole('textbox', { name: 'Mobile phone' });
    await user.clear(phone);
    await user.type(phone, '08 123 456 78');
    await user.click(save());

    await waitFor(() => expect(firstName).toHaveAccessibleDescription('This field is required.'));
    expect(lastName).toHaveAccessibleDescription("Use letters, spaces and - ' & . + only.");
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription(/Enter a postal code such as 123 45/);
    expect(phone).toHaveAccessibleDescription(/This phone number is not a mobile number\./);
    expect(bodies).toHaveLength(0);
  });

  it('checks the birth date: not in the future, and at least 18', async () => {
    serve(SARA);
    const { user } = await renderEditProfile();
    const birthDate = await screen.findByLabelText('Date of birth');
    await user.clear(birthDate);
    await user.type(birthDate, '2099-01-01');
    await user.click(save());
    await waitFor(() => expect(birthDate).toHaveAccessibleDescription('The birth date cannot be in the future.'));
    await user.clear(birthDate);
    await user.type(birthDate, `${new Date().getFullYear() - 10}-01-01`);
    await waitFor(() => expect(birthDate).toHaveAccessibleDescription('You must be at least 18 years old.'));
  });

  it('asks for the gender when none is chosen', async () => {
    serve({ ...SARA, gender: null });
    const { user } = await renderEditProfile();
    await screen.findByRole('textbox', { name: 'First name' });
    await user.click(save());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveAccessibleDescription('This field is required.'));
  });

  it('saves the tidied profile, tells the session and shows a toast', async () => {
    const bodies = serve(SARA);
    const { actor, user } = await renderEditProfile();
    const city = await screen.findByRole('textbox', { name: 'City' });
    await user.clear(city);
    await user.type(city, 'Uppsala ');
    const phone = screen.getByRole('textbox', { name: 'Mobile phone' });
    await user.clear(phone);
    await user.type(phone, '073-987 65 43');
    await user.click(save());

    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ city: 'Uppsala', phone: '+46739876543', zipCode: '111 20', firstName: 'Sara', gender: 'female', country: 'SE' });
    expect(bodies[0]).not.toHaveProperty('organizationName');
    await waitFor(() => expect(actor.getSnapshot().context.session?.user.city).toBe('Uppsala'));
  });

  it('lets a renter write "about me" without contact information, and saves it', { timeout: 15_000 }, async () => {
    const bodies = serve(SARA);
    const { user } = await renderEditProfile();
    const aboutMe = await screen.findByRole('textbox', { name: 'About me (optional)' });
    // Pasted: typing long text key by key is slow in jsdom.
    await user.click(aboutMe);
    await user.paste('Write to sara at gmail');
    await user.click(save());
    await waitFor(() => expect(aboutMe).toHaveAccessibleDescription(/Leave out e-mail addresses and other contact details\./));
    expect(bodies).toHaveLength(0);

    await user.clear(aboutMe);
    await user.paste('We travel with two kids and love the fjords.');
    expect(aboutMe).toHaveAccessibleDescription(/44 of 500 characters\./);
    await user.click(save());
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ aboutMe: 'We travel with two kids and love the fjords.' });
  });

  it('offers "about me" to renters only', async () => {
    serve({ ...SARA, role: 'owner' });
    await renderEditProfile();
    expect(await screen.findByRole('textbox', { name: 'City' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'About me (optional)' })).not.toBeInTheDocument();
  });

  it('shows the API failure and keeps everything typed, so saving can be tried again', async () => {
    let attempts = 0;
    serve(SARA, (body) => {
      attempts += 1;
      return attempts === 1
        ? HttpResponse.json({ status: 500, slug: 'server_error', message: 'Boom' }, { status: 500 })
        : HttpResponse.json({ data: { ...SARA, ...body } });
    });
    const { user } = await renderEditProfile();
    const street = await screen.findByRole('textbox', { name: 'Street' });
    await user.clear(street);
    await user.type(street, 'Kungsgatan');
    await user.click(save());

    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile could not be saved. Please try again.');
    expect(street).toHaveValue('Kungsgatan');
    await user.click(save());
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(screen.queryByText('Your profile could not be saved. Please try again.')).not.toBeInTheDocument();
  });

  it('marks the phone the API refuses as not mobile', async () => {
    serve(SARA, () =>
      HttpResponse.json({ status: 422, slug: 'phone_not_mobile', message: 'The given data was invalid.', errors: { phone: ['The phone is not mobile.'] } }, { status: 422 }),
    );
    const { user } = await renderEditProfile();
    const phone = await screen.findByRole('textbox', { name: 'Mobile phone' });
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the fields marked below.');
    expect(phone).toHaveAccessibleDescription(/This phone number is not a mobile number\./);
    expect(phone).toHaveValue('+46 70 123 45 67');
  });

  it('puts each field error of a validation_failed answer by its field, focusing the first', async () => {
    serve(SARA, () =>
      HttpResponse.json(
        { status: 422, slug: 'validation_failed', message: 'The given data was invalid.', errors: { city: ['The city is unknown.'], zipCode: ['The zip code is invalid.'] } },
        { status: 422 },
      ),
    );
    const { user } = await renderEditProfile();
    const zip = await screen.findByRole('textbox', { name: /Postal code/ });
    const city = screen.getByRole('textbox', { name: 'City' });
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the fields marked below.');
    expect(zip).toHaveAccessibleDescription(/Enter a postal code such as 123 45/);
    expect(city).toHaveAccessibleDescription('This value was not accepted.');
    expect(zip).toHaveFocus();
  });

  it('shows the organisation fields to organisations', async () => {
    serve({ ...SARA, isOrganization: true, organizationName: 'Lindqvist Camping AB', organizationNumber: '556677-8899' });
    await renderEditProfile();
    expect(await screen.findByRole('textbox', { name: 'Organisation name' })).toHaveValue('Lindqvist Camping AB');
    expect(screen.getByRole('textbox', { name: 'Organisation number' })).toHaveValue('556677-8899');
  });

  it('asks only for what is missing, and says so when nothing is', async () => {
    serve({ ...SARA, state: null, phone: null });
    const { user } = await renderEditProfile({ fields: 'missing', complete: <p>All done</p> });
    const form = (await screen.findByRole('textbox', { name: 'State or region' })).closest('form') as HTMLFormElement;
    expect(within(form).queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
    // The phone is read in the country's numbering plan, so the country comes along.
    expect(within(form).getByRole('combobox', { name: 'Country' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'State or region' }), 'Stockholm County');
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone' }), '070 123 45 67');
    await user.click(save());
    expect(await screen.findByText('All done')).toBeInTheDocument();
  });

  it('offers to load again when the profile cannot be loaded', async () => {
    let calls = 0;
    api.use(
      http.get('*/api/me', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ status: 500, slug: 'server_error', message: 'Boom' }, { status: 500 }) : HttpResponse.json({ data: SARA });
      }),
    );
    const { user } = await renderEditProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Sara');
  });
});
