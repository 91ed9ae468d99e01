import { useEffect, useState } from 'react';
import preview from '#.storybook/preview';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '@/shared/ui/button';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { ModalStoreProvider } from './modal-context';
import { ModalRoot } from './modal-root';
import { createModalStore, type ModalConfig } from './modal-store';

type Opening = { id: string; config: ModalConfig };

/** A store of its own per story, with the given modals opened on mount. */
function WithModals({ openings }: { openings: Opening[] }) {
  const [store] = useState(createModalStore);
  useEffect(() => {
    for (const { id, config } of openings) void store.open(id, config);
    return () => store.closeAll();
  }, [store, openings]);
  return (
    <ModalStoreProvider store={store}>
      <Text>The page behind the modals.</Text>
      <ModalRoot />
    </ModalStoreProvider>
  );
}

const bookingAlert: Opening = {
  id: 'booking-alert',
  config: {
    title: 'Dates no longer available',
    description: 'Someone booked part of this period a moment ago.',
    render: ({ close }) => (
      <Stack gap="lg">
        <Text>Pick other dates to continue with your booking.</Text>
        <Button onClick={() => close()}>Choose new dates</Button>
      </Stack>
    ),
  },
};

const acceptTerms: Opening = {
  id: 'accept-user-terms',
  config: {
    title: 'New user terms',
    closeable: false,
    obtrusive: true,
    render: ({ close }) => (
      <Stack gap="lg">
        <Text>We updated our user terms. Please accept them to continue.</Text>
        <Button onClick={() => close(true)}>Accept the terms</Button>
      </Stack>
    ),
  },
};

const notification: Opening = {
  id: 'notification',
  // Long enough to look at; the default is 2600 ms.
  config: { title: 'Vehicle saved', autoClose: true, autoCloseDelay: 60_000, render: () => <Text>Your changes are published.</Text> },
};

const meta = preview.meta({ title: 'Shared/Lib/ModalRoot', component: WithModals });

/** Nothing open: the root renders nothing. */
export const Empty = meta.story({
  args: { openings: [] },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
});

/** A closeable modal: close button, Escape and a click outside close it. */
export const Open = meta.story({
  args: { openings: [bookingAlert] },
  play: async ({ userEvent }) => {
    await expect(await screen.findByRole('dialog', { name: 'Dates no longer available' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
});

/** Obtrusive and not closeable: only its own action ends it, and it survives route changes. */
export const Obtrusive = meta.story({
  args: { openings: [acceptTerms] },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'New user terms' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
});

/** A notification that closes by itself after its delay. */
export const Notification = meta.story({
  args: { openings: [notification] },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Vehicle saved' })).toBeInTheDocument();
  },
});

export const OnSmallScreens = meta.story({
  args: { openings: [bookingAlert] },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
});
