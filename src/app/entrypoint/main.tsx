import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/shared/ui/global.css';
import { App, createApp } from './app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = createApp();

createRoot(container).render(
  <StrictMode>
    <App app={app} />
  </StrictMode>,
);
