import { handlers } from '@openapi/sandbox/browser';
import preview from '#.storybook/preview';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withTestSession } from '@/entities/session/testing';
import { ApiError } from '@/shared/api';
import { signedInAs } from '@/shared/test';
import { SignUpForm } from './sign-up-form';

const meta = preview.meta({
  title: 'Features/SignUp/SignUpForm',
  component: SignUpForm,
  args: { onSignedIn: fn(), termsHref: '/user-terms', defaultValues: { country: 'SE' } },
  decorators: [withTestSession],
  parameters: { session: { as: null, register: async () => signedInAs('renter') } },
  render: (args) => (
    <div style={{ maxWidth: '36rem' }}>
      <SignUpForm {...args} />
    </div>
  ),
});

async function fillAndSubmit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Create account' })).toBeEnabled());
  await userEvent.type(canvas.getByLabelText('First name'), 'Åsa');
  await userEvent.type(canvas.getByLabelText('Last name'), 'Berg');
  // An address with no account: the form asks the API about it before sending (POST /auth/check-email).
  await userEvent.type(canvas.getByLabelText('E-mail'), 'asa.berg@example.test');
  await userEvent.type(canvas.getByLabelText('Password'), 'Sandbox2026');
  await userEvent.type(canvas.getByLabelText('Repeat password'), 'Sandbox2026');
  await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept the user terms' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
}

export const Idle = meta.story({});

/** Every field checked before anything is sent (002 §5). */
export const Invalid = meta.story({
  args: { defaultValues: { country: 'FR' } },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Create account' })).toBeEnabled());
    await userEvent.type(canvas.getByLabelText('Password'), 'sandbox');
    await userEvent.type(canvas.getByLabelText('Repeat password'), 'sandbox1');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByLabelText('First name')).toHaveAccessibleDescription('Enter your first name.');
    await expect(canvas.getByLabelText('Country of residence')).toHaveAccessibleDescription(/^Country of residence not supported\./);
  },
});

/** The company checkbox asks for the organisation's name and number. */
export const Company = meta.story({
  args: { defaultValues: { country: 'DE', isOrganization: true } },
});

/** Finishing a social sign-up (an onboardingId from the OAuth callback). */
export const ContinuingSocialSignUp = meta.story({ args: { onboardingId: 'onb_1_google' } });

export const Submitting = meta.story({
  parameters: { session: { register: () => new Promise(() => undefined) } },
  play: async ({ canvas, canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Create account' })).toHaveAttribute('aria-busy', 'true');
  },
});

/** 002 §8 "e-mail already registered", next to the e-mail field; the form keeps its values. */
export const FailedEmailAlreadyRegistered = meta.story({
  parameters: { session: { register: () => Promise.reject(new ApiError(409, 'email_already_registered', 'Already registered')) } },
  play: async ({ canvas, canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your account was not created.');
    await expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription(/already registered/);
  },
});

/** A failure that is about no field in particular: the alert offers a retry. */
export const FailedGeneric = meta.story({
  parameters: { session: { register: () => Promise.reject(new TypeError('Failed to fetch')) } },
  play: async ({ canvas, canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
});

/** The terms beside the checkbox open over the form, which keeps what was typed (issue #23 point 11). */
export const ReadingTheTerms = meta.story({
  parameters: { msw: { handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('First name'), 'Åsa');
    await userEvent.click(canvas.getByRole('button', { name: 'Read the user terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'User terms' });
    await expect(await within(dialog).findByRole('heading', { name: /About the service/ }, { timeout: 15_000 })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to the form' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByLabelText('First name')).toHaveValue('Åsa');
  },
});
