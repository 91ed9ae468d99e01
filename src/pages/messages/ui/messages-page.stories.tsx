import preview from '#.storybook/preview';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { expect, screen } from 'storybook/test';
import { withTestSession } from '@/entities/session/testing';
import { USER_IDS, userOf } from '@/shared/test';
import { Inbox } from './inbox.fixtures';
import { MessagesPage } from './messages-page';

/** The page at its route, as the app mounts it (`/messages/{conversationId?}`). */
const Page = () => (
  <Routes>
    <Route path="messages/:conversationId?" element={<MessagesPage />} />
  </Routes>
);

const renter = (overrides = {}) => ({ as: userOf('renter', { isEmailVerified: true, ...overrides }) });
/** A fresh inbox for each story, changed as the story needs. */
const inboxWith = (change: (inbox: Inbox) => void = () => undefined) => {
  const inbox = new Inbox(USER_IDS.renter);
  change(inbox);
  return inbox.handlers();
};

const meta = preview.meta({
  title: 'Pages/Messages',
  component: MessagesPage,
  render: () => <Page />,
  decorators: [withTestSession],
  parameters: { layout: 'fullscreen', route: ['/messages'], session: renter() },
  beforeEach({ msw, parameters }) {
    msw.use(...inboxWith((parameters as { inbox?: (inbox: Inbox) => void }).inbox));
  },
});

/** The list alone: on a large screen the conversation pane asks to choose one. */
export const ConversationList = meta.story({
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Conversations' });
    await expect(list).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Karin.*Unread/ })).toBeVisible();
  },
});

export const ConversationOpen = meta.story({
  parameters: { route: ['/messages/5'] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Messages with Karin' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toBeVisible();
  },
});

/** 002 §5: contact information is said by the field before anything is sent. */
export const ContactInformationRefused = meta.story({
  parameters: { route: ['/messages/5'] },
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByRole('textbox', { name: 'Your message' });
    await userEvent.type(field, 'Mail me at sara@example.com');
    await expect(await canvas.findByText(/Messages cannot contain contact details/)).toBeVisible();
  },
});

/** "Message could not be sent": the text stays, with Try again. */
export const CouldNotBeSent = meta.story({
  parameters: { route: ['/messages/5'], inbox: (inbox: Inbox) => inbox.sendFailures.push({ status: 503, slug: 'server_error' }) },
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByRole('textbox', { name: 'Your message' });
    await userEvent.type(field, 'Can we bring a bike rack?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Message could not be sent.');
    await expect(field).toHaveValue('Can we bring a bike rack?');
  },
});

export const EditingOwnMessage = meta.story({
  parameters: { route: ['/messages/5'] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Edit your message from / }));
    await expect(canvas.getByRole('textbox', { name: 'Edit your message' })).toHaveFocus();
  },
});

export const EmailNotConfirmed = meta.story({
  parameters: { route: ['/messages/5'], session: renter({ isEmailVerified: false }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Confirm your e-mail address to send messages/)).toBeVisible();
  },
});

export const BlockedByBackgroundCheck = meta.story({
  parameters: { route: ['/messages/5'], session: renter({ isBlockedByRegisterCheck: true }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/a background check has blocked your account/)).toBeVisible();
  },
});

export const ListCouldNotLoad = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/me/conversations', () => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Down' }, { status: 500 })));
  },
  play: async () => {
    await expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Your conversations could not be loaded.');
  },
});

export const ConversationNotFound = meta.story({
  parameters: { route: ['/messages/404'] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This conversation could not be found.');
  },
});

export const NoConversations = meta.story({
  parameters: { inbox: (inbox: Inbox) => (inbox.conversations = []) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No messages yet\. Ask an owner/)).toBeVisible();
  },
});
