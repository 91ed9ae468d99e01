import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/shared/ui/global.css';
import { reloadOnPreloadError } from '@/shared/lib/chunk-reload';
import { markPageLoad } from '@/shared/lib/page-load';
import { App, createApp } from './app';

// "Shown after 2000 ms" (the campaign banners) counts from here, not from their lazy chunk's arrival.
markPageLoad();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A stylesheet or chunk Vite preloads may be gone after a deploy: reload, at most once a minute.
reloadOnPreloadError();

const app = createApp();

createRoot(container).render(
  <StrictMode>
    <App app={app} />
  </StrictMode>,
);
