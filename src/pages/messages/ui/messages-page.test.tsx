import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userStatusQuery } from '@/entities/session';
import { renderWithSession } from '@/entities/session/testing';
import type { components } from '@/shared/api';
import { POLL_INTERVAL_MS } from '@/shared/config';
import { USER_IDS, userOf } from '@/shared/test';
import { setupApiServer } from '@/shared/test-server';
import { useFooterHidden } from '@/shared/ui/utils';
import { stubIntersectionObserver } from '@/shared/ui/utils/test-polyfills';
import { Inbox } from './inbox.fixtures';
import { MessagesPage } from './messages-page';

type User = components['schemas']['User'];

const ME = USER_IDS.renter;
const api = setupApiServer();

let inbox: Inbox;
beforeEach(() => {
  inbox = new Inbox(ME);
  api.use(...inbox.handlers());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // The document's own getters again: files after this one share the DOM (and may spy on them).
  delete (document as { visibilityState?: unknown }).visibilityState;
  delete (document as { hidden?: unknown }).hidden;
});

/** What the header's badge reads: the unread conversations of `/me/status`. */
function BadgeProbe() {
  const status = useQuery(userStatusQuery(ME));
  return <output aria-label="Unread badge">{status.data ? status.data.unreadConversations.length : '…'}</output>;
}

function FooterProbe() {
  return <output aria-label="Footer">{useFooterHidden() ? 'hidden' : 'shown'}</output>;
}

async function openMessages(path: string, user: Partial<User> = {}) {
  return renderWithSession(
    <>
      <Routes>
        <Route path="messages/:conversationId?" element={<MessagesPage />} />
      </Routes>
      <BadgeProbe />
      <FooterProbe />
    </>,
    { as: userOf('renter', { isEmailVerified: true, ...user }), route: path },
  );
}

const T = { timeout: 10_000 };
const thread = () => screen.getByRole('region', { name: /^Messages with / });
const composerField = () => screen.getByRole('textbox', { name: 'Your message' });

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
  // As the browser fires it: on the document, bubbling to the window (where TanStack Query listens).
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

describe('the conversation list (002 §2.9)', () => {
  it('shows each conversation with the other person, the vehicle, the last message and whether it is unread', async () => {
    await openMessages('/messages');
    const list = await screen.findByRole('list', { name: 'Conversations' }, T);
    const [karin, jonas] = within(list).getAllByRole('link');
    expect(karin).toHaveAccessibleName(/Karin.*Adria Coral XL.*Yes, from the 3rd\..*Unread/);
    expect(karin).toHaveAttribute('href', '/messages/5');
    // An organisation goes by its name; its last message is not the viewer's.
    expect(jonas).toHaveAccessibleName(/Fjord Campers AS.*Welcome to Fjord Campers\./);
    expect(jonas).not.toHaveAccessibleName(/Unread/);
    expect(screen.getByText('Choose a conversation to read it.')).toBeInTheDocument();
    expect(screen.getByLabelText('Footer')).toHaveTextContent('hidden');
  });

  it('comes 20 a page, with more on request', async () => {
    for (let id = 10; id < 33; id++) inbox.conversations.push({ id, otherUser: { id: 9100 + id, firstName: `Guest ${id}` }, asset: null, unread: false });
    await openMessages('/messages');
    const list = await screen.findByRole('list', { name: 'Conversations' }, T);
    expect(within(list).getAllByRole('link')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Show more conversations' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(25), T);
    expect(screen.queryByRole('button', { name: 'Show more conversations' })).not.toBeInTheDocument();
  });

  it('says when the list could not be loaded, shows the footer then, and tries again', async () => {
    let fail = true;
    api.use(
      http.get('*/api/me/conversations', () =>
        fail ? HttpResponse.json({ status: 500, slug: 'server_error', message: 'Down' }, { status: 500 }) : HttpResponse.json({ data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } }),
      ),
    );
    await openMessages('/messages');
    expect(await screen.findByRole('alert', {}, T)).toHaveTextContent('Your conversations could not be loaded.');
    // 002 §2.4: the footer is hidden on messages pages unless an error is shown.
    expect(screen.getByLabelText('Footer')).toHaveTextContent('shown');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No messages yet\. Ask an owner/, {}, T)).toBeInTheDocument();
    expect(screen.getByLabelText('Footer')).toHaveTextContent('hidden');
  });
});

describe('a conversation (002 §2.9, §4.8)', () => {
  it('reads the messages oldest first, which marks it read: the list and the badge follow', async () => {
    await openMessages('/messages');
    await waitFor(() => expect(screen.getByLabelText('Unread badge')).toHaveTextContent('1'), T);
    await userEvent.click(await screen.findByRole('link', { name: /^Karin/ }, T));
    const log = await screen.findByRole('region', { name: 'Messages with Karin' }, T);
    const items = await within(log).findAllByRole('listitem', {}, T);
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['You wrote: Is the camper free in July?', 'Karin wrote: Yes, from the 3rd.']);
    expect(screen.getByRole('heading', { level: 2, name: 'Karin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Karin/ })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(screen.getByLabelText('Unread badge')).toHaveTextContent('0'), T);
    expect(screen.getByRole('link', { name: /^Karin/ })).not.toHaveAccessibleName(/Unread/);
    expect(document.title).toBe('Messages with Karin | Campershare');
  });

  it('sends a message, which joins the conversation', async () => {
    await openMessages('/messages/5');
    await screen.findByRole('region', { name: 'Messages with Karin' }, T);
    await userEvent.type(composerField(), 'We are two adults and a dog.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(thread()).findByText('We are two adults and a dog.', {}, T)).toBeInTheDocument();
    expect(composerField()).toHaveValue('');
    expect(inbox.sent).toEqual(['We are two adults and a dog.']);
  });

  it('refuses contact information in the field, before anything is sent (002 §5)', async () => {
    await openMessages('/messages/5');
    await screen.findByRole('region', { name: 'Messages with Karin' }, T);
    await userEvent.type(composerField(), 'Mail me at sara@example.com');
    // Said while typing.
    expect(composerField()).toHaveAccessibleDescription(/Messages cannot contain contact details/);
    expect(composerField()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(inbox.sent).toEqual([]);
    expect(composerField()).toHaveValue('Mail me at sara@example.com');
    expect(composerField()).toHaveFocus();
  });

  it('keeps the text of a message that could not be sent and offers to try again', async () => {
    inbox.sendFailures.push({ status: 500, slug: 'server_error' });
    await openMessages('/messages/5');
    await screen.findByRole('region', { name: 'Messages with Karin' }, T);
    await userEvent.type(composerField(), 'Can we bring a bike rack?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert', {}, T)).toHaveTextContent('Message could not be sent. Your text is kept.');
    expect(composerField()).toHaveValue('Can we bring a bike rack?');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(thread()).findByText('Can we bring a bike rack?', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(inbox.sent).toEqual(['Can we bring a bike rack?', 'Can we bring a bike rack?']);
  });

  it('edits the user’s own message, under the same rule', async () => {
    await openMessages('/messages/5');
    const log = await screen.findByRole('region', { name: 'Messages with Karin' }, T);
    // Only one's own messages offer Edit.
    const edits = await within(log).findAllByRole('button', { name: /^Edit your message from / }, T);
    expect(edits).toHaveLength(1);
    await userEvent.click(edits[0] as HTMLElement);
    const field = within(log).getByRole('textbox', { name: 'Edit your message' });
    expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, 'Call 070-123 45 67');
    expect(field).toHaveAccessibleDescription(/Messages cannot contain contact details/);
    await userEvent.click(within(log).getByRole('button', { name: 'Save' }));
    expect(inbox.edits).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, 'Is the camper free in August?');
    await userEvent.click(within(log).getByRole('button', { name: 'Save' }));
    expect(await within(log).findByText('Is the camper free in August?', {}, T)).toBeInTheDocument();
    expect(within(log).getByText('Edited')).toBeInTheDocument();
    expect(inbox.edits).toEqual([{ id: 100, content: 'Is the camper free in August?' }]);
    await waitFor(() => expect(within(log).getByRole('button', { name: /^Edit your message from / })).toHaveFocus());
  });

  it('loads older messages as the reader scrolls up to the oldest one', async () => {
    const older = Array.from({ length: 25 }, (_, i) => inbox.message(6, i % 2 ? ME : 9002, `Old message ${i + 1}`, `2026-10-01T10:${String(i).padStart(2, '0')}:00Z`));
    inbox.messages.set(6, [...older, ...(inbox.messages.get(6) ?? [])]);
    const observers = stubIntersectionObserver();
    await openMessages('/messages/6');
    const log = await screen.findByRole('region', { name: 'Messages with Fjord Campers AS' }, T);
    await within(log).findByText('Welcome to Fjord Campers.', {}, T);
    // 20 a page: the newest 20, the oldest 6 still to come.
    expect(within(log).getAllByRole('listitem')).toHaveLength(20);
    expect(within(log).queryByText('Old message 1')).not.toBeInTheDocument();
    act(() => observers.filter((o) => !o.disconnected).forEach((observer) => observer.report(true)));
    expect(await within(log).findByText('Old message 1', {}, T)).toBeInTheDocument();
    expect(within(log).getAllByRole('listitem')).toHaveLength(26);
    expect(within(log).queryByRole('button', { name: 'Show older messages' })).not.toBeInTheDocument();
  });

  it('shows new messages without a reload while it is open, and does not ask while the tab is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    await openMessages('/messages/5');
    const log = await screen.findByRole('region', { name: 'Messages with Karin' }, T);
    await within(log).findByText('Yes, from the 3rd.', {}, T);

    inbox.receive(5, 'The keys are in the box.');
    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS + 1_000));
    expect(within(log).queryByText('The keys are in the box.')).not.toBeInTheDocument();

    setVisibility('visible');
    expect(await within(log).findByText('The keys are in the box.', {}, T)).toBeInTheDocument();

    inbox.receive(5, 'See you on Friday!');
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS + 1_000));
    expect(await within(log).findByText('See you on Friday!', {}, T)).toBeInTheDocument();
    // Heard once, as a polite status; and read, so the badge stays at nought.
    expect(within(log).getByRole('status')).toHaveTextContent('New message from Karin: See you on Friday!');
    await waitFor(() => expect(screen.getByLabelText('Unread badge')).toHaveTextContent('0'), T);
  });

  it('says when a conversation is not found, and shows the footer then', async () => {
    await openMessages('/messages/404');
    expect(await screen.findByRole('alert', {}, T)).toHaveTextContent('This conversation could not be found.');
    expect(screen.getByRole('link', { name: 'All conversations' })).toHaveAttribute('href', '/messages');
    expect(screen.getByLabelText('Footer')).toHaveTextContent('shown');
  });
});

describe('who may send (002 §2.9)', () => {
  it('an account whose e-mail address is not confirmed is asked to confirm it instead of writing', async () => {
    await openMessages('/messages/5', { isEmailVerified: false });
    await screen.findByRole('region', { name: 'Messages with Karin' }, T);
    expect(screen.getByText(/Confirm your e-mail address to send messages/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
  });

  it('a user blocked by the background checks cannot write', async () => {
    await openMessages('/messages/5', { isBlockedByRegisterCheck: true });
    await screen.findByRole('region', { name: 'Messages with Karin' }, T);
    expect(screen.getByText(/a background check has blocked your account/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
  });

  it('the API’s refusal takes the composer away too', async () => {
    inbox.sendFailures.push({ status: 403, slug: 'booking_blocked' });
    await openMessages('/messages/5');
    await screen.findByRole('region', { name: 'Messages with Karin' }, T);
    await userEvent.type(composerField(), 'Hello again');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/a background check has blocked your account/, {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
  });
});
