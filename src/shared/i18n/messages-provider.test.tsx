import { setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { MessagesProvider } from './messages-provider';

function Greeting() {
  const { _ } = useLingui();
  return <p>{_('greeting')}</p>;
}

describe('MessagesProvider', () => {
  it('shows the messages of a catalog loaded after the first render, and of a locale switched to', async () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: { greeting: 'Hello' } } });
    render(
      <MessagesProvider i18n={i18n}>
        <Greeting />
      </MessagesProvider>,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();

    act(() => i18n.load('en', { greeting: 'Hello again' }));
    expect(await screen.findByText('Hello again')).toBeInTheDocument();

    act(() => i18n.loadAndActivate({ locale: 'sv', messages: { greeting: 'Hej' } }));
    expect(await screen.findByText('Hej')).toBeInTheDocument();
  });

  it('does not miss a catalog that lands before it starts listening', async () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: { greeting: 'Hello' } } });
    function LoadsAtOnce() {
      // Layout effects of children run before the provider's (passive) subscription.
      useLayoutEffect(() => i18n.load('en', { greeting: 'Loaded early' }), []);
      return null;
    }
    render(
      <MessagesProvider i18n={i18n}>
        <Greeting />
        <LoadsAtOnce />
      </MessagesProvider>,
    );
    expect(await screen.findByText('Loaded early')).toBeInTheDocument();
  });

  it('renders nothing until a locale is active', async () => {
    const i18n = setupI18n();
    render(
      <MessagesProvider i18n={i18n}>
        <Greeting />
      </MessagesProvider>,
    );
    expect(screen.queryByRole('paragraph')).not.toBeInTheDocument();
    act(() => i18n.loadAndActivate({ locale: 'de', messages: { greeting: 'Hallo' } }));
    expect(await screen.findByText('Hallo')).toBeInTheDocument();
  });
});
