import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MessagesProvider } from '../i18n/messages-provider';
import { ToastProvider } from '../ui/toast';

// Tests read the English source messages the macros keep outside production builds.
if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

interface Options extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
}

/** Renders `ui` inside the providers the app has around every page: messages, queries, a router at `route`, toasts. */
export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: Options = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => {
    const router = createMemoryRouter([{ path: '*', element: <ToastProvider>{children}</ToastProvider> }], { initialEntries: [route] });
    return (
      <MessagesProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MessagesProvider>
    );
  };
  return render(ui, { wrapper: Wrapper, ...options });
}

/**
 * Renders `ui` as the server does (messages only: what a server-rendered part needs), lets `beforeHydration`
 * act on that markup as a visitor can before the code has run, then hydrates it.
 */
export function renderOnServerThenHydrate(ui: ReactElement, beforeHydration: (container: HTMLElement) => void = () => undefined) {
  const Wrapper = ({ children }: { children: ReactNode }) => <MessagesProvider i18n={i18n}>{children}</MessagesProvider>;
  const html = renderToString(<Wrapper>{ui}</Wrapper>);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  beforeHydration(container);
  return { html, ...render(ui, { container, hydrate: true, wrapper: Wrapper }) };
}
