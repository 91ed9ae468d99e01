import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@/shared/ui/global.css';
import { reloadOnPreloadError } from '@/shared/lib/chunk-reload';
import { markPageLoad, yieldToMain } from '@/shared/lib/page-load';
import { App, createApp, type AppInstance } from './app';
import { SERVER_DATA_ID } from './server-data';

// "Shown after 2000 ms" (the campaign banners) counts from here, not from their lazy chunk's arrival.
markPageLoad();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A stylesheet or chunk Vite preloads may be gone after a deploy: reload, at most once a minute.
reloadOnPreloadError();

function start(app: AppInstance, root: HTMLElement) {
  // Errors, analytics, web vitals (issue #25) and the offline service worker: their code loads once
  // the page has loaded and the browser is idle, so none of it is start-up JS.
  const startAfterLoad = () => {
    void app.addLocalePages();
    void import('./after-load').then(({ afterLoad }) => afterLoad(app.session, app.site, app.queryClient));
  };
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(startAfterLoad, { timeout: 3_000 }) : setTimeout(startAfterLoad, 1_000));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });

  const element = (
    <StrictMode>
      <App app={app} />
    </StrictMode>
  );
  // A transition, so React renders the first page in slices and the phone's main thread stays free
  // for input (one long render task was most of the start-up's blocking time).
  startTransition(() => {
    if (app.hydrate) hydrateRoot(root, element);
    else createRoot(root).render(element);
  });
}

// React starts in a task of its own, not in the one where the router's last loader answered.
void createApp(document.getElementById(SERVER_DATA_ID) !== null).then(async (app) => {
  await yieldToMain();
  start(app, container);
});
