import { act, fireEvent, screen } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { ModalStoreProvider, useModals } from './modal-context';
import { ModalRoot } from './modal-root';
import { MODAL_AUTO_CLOSE_DELAY_MS, MODAL_CLOSE_ANIMATION_MS, createModalStore, type ModalStore } from './modal-store';

function Harness({ store }: { store: ModalStore }) {
  return (
    <ModalStoreProvider store={store}>
      <Opener />
      <ModalRoot />
    </ModalStoreProvider>
  );
}

function Opener() {
  const { open } = useModals();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void open('login', { title: 'Log in', render: () => <p>Login form</p> })}>
        Open login
      </button>
      <button
        type="button"
        onClick={() => void open('accept-user-terms', { title: 'New user terms', obtrusive: true, closeable: false, render: ({ close }) => <button onClick={() => close()}>Accept</button> })}
      >
        Open terms
      </button>
      <button type="button" onClick={() => void open('notification', { title: 'Vehicle saved', autoClose: true, render: () => null })}>
        Notify
      </button>
      <button type="button" onClick={() => void navigate('/bookings')}>
        Go to bookings
      </button>
    </>
  );
}

describe('ModalRoot (spec 002 §4.5)', () => {
  // The dialogs load lazily with the first modal. Show one once up front, so the lazy part is
  // resolved and the fake-timer test below does not wait on React revealing a suspended tree.
  beforeAll(async () => {
    const store = createModalStore();
    const view = renderWithProviders(<Harness store={store} />);
    void store.open('warm-up', { title: 'Warm-up', render: () => null });
    await screen.findByRole('dialog', { name: 'Warm-up' }, { timeout: 5000 });
    view.unmount();
  });
  afterEach(() => vi.useRealTimers());

  it('shows a modal opened by id as a dialog, which its close button closes', async () => {
    renderWithProviders(<Harness store={createModalStore()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(dialog).toHaveTextContent('Login form');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('closes modals on route change, except obtrusive ones', async () => {
    renderWithProviders(<Harness store={createModalStore()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open terms' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open login', hidden: true }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Go to bookings', hidden: true }));

    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
    const terms = await screen.findByRole('dialog', { name: 'New user terms' });
    // Not closeable: no close button, only its own action ends it.
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(terms).not.toBeInTheDocument();
  });

  it('auto-closes a notification after 2600 ms', () => {
    vi.useFakeTimers();
    renderWithProviders(<Harness store={createModalStore()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('dialog', { name: 'Vehicle saved' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(MODAL_AUTO_CLOSE_DELAY_MS - 1));
    expect(screen.getByRole('dialog', { name: 'Vehicle saved' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog', { name: 'Vehicle saved' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(MODAL_CLOSE_ANIMATION_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
