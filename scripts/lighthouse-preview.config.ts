import basicSsl from '@vitejs/plugin-basic-ssl';
import { mergeConfig } from 'vite';
import base from '../vite.config.ts';

// The Lighthouse preview: HTTPS with a throwaway certificate, which makes Vite serve HTTP/2 as
// production's static host does. Over plain HTTP/1.1 Lighthouse simulates six connections and
// queues the app's chunks behind each other, a cost no deployment of the app has.
export default mergeConfig(base, { plugins: [basicSsl({ name: 'lighthouse-preview' })] });
