import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { Button } from '../button/button';
import { Stack } from '../stack/stack';
import { Text } from '../text/text';
import { Callout } from './callout';

const meta = preview.meta({ title: 'Shared/UI/Callout', component: Callout });

/** A failure with its way to try again, as login, sign-up and the OAuth callback show one. */
export const Danger = meta.story({
  render: () => (
    <Callout tone="danger" role="alert">
      <Text weight="semibold">Login failed: wrong e-mail or password.</Text>
      <Button variant="secondary" size="sm">
        Try again
      </Button>
    </Callout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Login failed');
  },
});

export const Tones = meta.story({
  render: () => (
    <Stack gap="md">
      <Callout as="p" tone="info" role="status">
        You have been automatically logged out. Please log in again.
      </Callout>
      <Callout as="p" tone="success">
        You have taken every step. Welcome aboard!
      </Callout>
      <Callout as="p" tone="danger" size="sm">
        We could not reach Google. Please try again.
      </Callout>
    </Stack>
  ),
});
