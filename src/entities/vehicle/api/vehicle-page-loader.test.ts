// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import 'react-dom/client';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setupApiServer } from '@/shared/test-server';
import { vehiclePageLoader, vehiclePageShouldRevalidate } from './vehicle-page-loader';

const api = setupApiServer();
afterEach(() => {
  document.head.querySelectorAll('link[rel=preload]').forEach((link) => link.remove());
});

const rendition = (name: string) => ({ url: `https://img.test/7/${name}.jpg`, webp: `https://img.test/7/${name}.webp` });
const photo = { id: 1, viewType: 'main', sizes: { card: rendition('card'), medium: rendition('medium'), large: rendition('large'), xlarge: rendition('xlarge') } };
const args = (id: string) => ({ params: { id }, request: new Request(`http://localhost/vehicles/${id}`) }) as unknown as LoaderFunctionArgs;
const thrown = async (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('the vehicle page loader', () => {
  it('answers with the vehicle and starts loading its first photo, as the page will show it', async () => {
    api.use(http.get('*/api/assets/7', () => HttpResponse.json({ data: { id: 7, images: [photo] } })));
    expect(await vehiclePageLoader(args('7'))).toMatchObject({ id: 7 });
    const link = document.head.querySelector('link[rel=preload][as=image]');
    // With a srcset React leaves out href: the browser picks the rendition the <picture> will.
    expect(link?.getAttribute('imagesrcset')).toBe('https://img.test/7/medium.webp 800w, https://img.test/7/large.webp 1100w, https://img.test/7/xlarge.webp 1280w');
    expect(link?.getAttribute('imagesizes')).toBe('(min-width: 992px) 60vw, 100vw');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('turns an unknown vehicle or a malformed id into the 404 page (000 §8)', async () => {
    api.use(http.get('*/api/assets/8', () => HttpResponse.json({ status: 404, slug: 'model_not_found', message: 'No query results.' }, { status: 404 })));
    expect(await thrown(vehiclePageLoader(args('8')))).toMatchObject({ status: 404 });
    expect(await thrown(vehiclePageLoader(args('abc')))).toMatchObject({ status: 404 });
  });

  it('leaves other failures to the page, which offers a retry', async () => {
    api.use(http.get('*/api/assets/9', () => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Down' }, { status: 500 })));
    expect(await vehiclePageLoader(args('9'))).toBeNull();
  });

  it('runs again only for another vehicle', () => {
    const revalidate = (current: string, next: string) =>
      vehiclePageShouldRevalidate({ currentParams: { id: current }, nextParams: { id: next } } as unknown as Parameters<typeof vehiclePageShouldRevalidate>[0]);
    expect(revalidate('7', '7')).toBe(false);
    expect(revalidate('7', '8')).toBe(true);
  });
});
