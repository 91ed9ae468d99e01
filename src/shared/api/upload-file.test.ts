// @vitest-environment jsdom
import { readMultipart } from '@openapi/sandbox/http/multipart';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectSession, setRequestLocale } from './clients';
import type { SessionBridge } from './session-bridge';
import { uploadFile } from './upload-file';
import { UploadError, type UploadFailure } from './upload-failure';
import { DOCUMENT_UPLOAD_RULES, IMAGE_UPLOAD_RULES } from './upload-rules';
import type { UploadProgress } from './xhr-transport';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  connectSession(undefined);
  setRequestLocale('en');
});
afterAll(() => server.close());

const photo = (bytes = 2048, type = 'image/jpeg', name = 'van.jpg') => new File([new Uint8Array(bytes)], name, { type });
const user = { id: 7, avatar: { url: 'http://localhost/a.svg' } };

function session(token: string, overrides: Partial<SessionBridge> = {}): SessionBridge {
  return { accessToken: () => token, refresh: vi.fn(async () => 'fresh'), onSessionEnded: vi.fn(), impersonation: () => undefined, ...overrides };
}

async function failureOf(promise: Promise<unknown>): Promise<UploadFailure> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadError);
  return (error as UploadError).failure;
}

const avatar = (file: Blob, options: Partial<Parameters<typeof uploadFile>[1]> = {}) =>
  uploadFile({ method: 'PUT', path: '/me/avatar', file }, { rules: IMAGE_UPLOAD_RULES, retryDelayMs: 1, ...options });

describe('uploadFile', () => {
  it('sends the file as multipart with the session’s token and language, reports progress and answers the API’s body', async () => {
    const seen: { auth: string | null; language: string | null; type: string | null; file?: File }[] = [];
    server.use(
      http.put('*/api/me/avatar', async ({ request }) => {
        // The sandbox's parser: undici's `formData()` refuses the Files jsdom makes.
        const form = await readMultipart(request);
        seen.push({
          auth: request.headers.get('Authorization'),
          language: request.headers.get('Accept-Language'),
          type: request.headers.get('Content-Type'),
          file: form.files.get('file')?.[0],
        });
        return HttpResponse.json({ data: user });
      }),
    );
    connectSession(session('token-1'));
    setRequestLocale('sv-SE');
    const progress: UploadProgress[] = [];

    const answer = await avatar(photo(4096), { onProgress: (p) => progress.push(p) });

    expect(answer).toEqual({ data: user });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ auth: 'Bearer token-1', language: 'sv-SE' });
    expect(seen[0]?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.file?.name).toBe('van.jpg');
    expect(seen[0]?.file?.size).toBe(4096);
    expect(progress.at(-1)).toMatchObject({ phase: 'processing' });
  });

  it('refuses a file of another type or over the size limit without sending it', async () => {
    const sent = vi.fn();
    server.use(http.put('*/api/me/avatar', () => (sent(), HttpResponse.json({ data: user }))));

    expect(await failureOf(avatar(photo(100, 'image/heic', 'van.heic')))).toEqual({ kind: 'invalid-type', types: IMAGE_UPLOAD_RULES.types });
    expect(await failureOf(avatar(photo(100, '', 'van')))).toMatchObject({ kind: 'invalid-type' });
    expect(await failureOf(avatar(photo(IMAGE_UPLOAD_RULES.maxBytes + 1)))).toEqual({ kind: 'too-large', maxBytes: 15 * 1024 * 1024 });
    // A PDF is a document, not a photo.
    expect(await failureOf(avatar(photo(100, 'application/pdf', 'a.pdf')))).toMatchObject({ kind: 'invalid-type' });
    expect(sent).not.toHaveBeenCalled();
  });

  it('reads the API’s refusals of size and type as the same failures, and keeps the status of others', async () => {
    let answer = 413;
    server.use(
      http.put('*/api/me/avatar', () => {
        if (answer === 413) return HttpResponse.json({ status: 413, slug: 'image_too_large', message: 'Too large' }, { status: 413 });
        if (answer === 422) return HttpResponse.json({ status: 422, slug: 'image_invalid_type', message: 'Type' }, { status: 422 });
        return HttpResponse.json({ status: 500, slug: 'server_error', message: 'Boom' }, { status: 500 });
      }),
    );
    expect(await failureOf(avatar(photo()))).toEqual({ kind: 'too-large', maxBytes: IMAGE_UPLOAD_RULES.maxBytes });
    answer = 422;
    expect(await failureOf(avatar(photo()))).toMatchObject({ kind: 'invalid-type' });
    answer = 500;
    expect(await failureOf(avatar(photo()))).toEqual({ kind: 'server', status: 500, slug: 'server_error' });
  });

  it('sends again once after a gateway failure or a dropped connection, but not after a server error', async () => {
    const answers = ['503', 'ok', 'network', 'ok', '500', 'ok'];
    const calls: string[] = [];
    server.use(
      http.put('*/api/me/avatar', () => {
        const next = answers.shift() ?? 'ok';
        calls.push(next);
        if (next === 'network') return HttpResponse.error();
        if (next === 'ok') return HttpResponse.json({ data: user });
        return HttpResponse.json({ status: Number(next), slug: 'x', message: 'x' }, { status: Number(next) });
      }),
    );
    await expect(avatar(photo())).resolves.toEqual({ data: user });
    await expect(avatar(photo())).resolves.toEqual({ data: user });
    expect(await failureOf(avatar(photo()))).toMatchObject({ kind: 'server', status: 500 });
    expect(calls).toEqual(['503', 'ok', 'network', 'ok', '500']);
    // With no retries the first failure is final.
    server.use(http.put('*/api/me/avatar', () => HttpResponse.error()));
    expect(await failureOf(avatar(photo(), { retries: 0 }))).toEqual({ kind: 'network' });
  });

  it('is canceled by its signal, also while it waits to send again', async () => {
    server.use(http.put('*/api/me/avatar', () => delay('infinite')));
    const controller = new AbortController();
    const upload = avatar(photo(), { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await failureOf(upload)).toEqual({ kind: 'canceled' });

    server.use(http.put('*/api/me/avatar', () => HttpResponse.error()));
    const second = new AbortController();
    const waiting = avatar(photo(), { signal: second.signal, retryDelayMs: 60_000 });
    setTimeout(() => second.abort(), 50);
    expect(await failureOf(waiting)).toEqual({ kind: 'canceled' });
  });

  it('gives up when the answer does not come in time', async () => {
    server.use(http.put('*/api/me/avatar', () => delay('infinite')));
    const started = Date.now();
    expect(await failureOf(avatar(photo(), { retries: 0, deadline: { stallMs: 80, answerMs: 80 } }))).toEqual({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refreshes an expired token through the client’s middleware and sends the file again', async () => {
    const auths: (string | null)[] = [];
    server.use(
      http.put('*/api/me/avatar', async ({ request }) => {
        auths.push(request.headers.get('Authorization'));
        const form = await readMultipart(request);
        if (request.headers.get('Authorization') !== 'Bearer fresh') {
          return HttpResponse.json({ status: 401, slug: 'jwt_token_expired', message: 'Expired' }, { status: 401 });
        }
        return HttpResponse.json({ data: { ...user, size: form.files.get('file')?.[0]?.size } });
      }),
    );
    let token = 'old';
    const bridge = session('old', {
      accessToken: () => token,
      refresh: vi.fn(async () => (token = 'fresh')),
    });
    connectSession(bridge);
    await expect(avatar(photo(1000))).resolves.toEqual({ data: { ...user, size: 1000 } });
    // The middleware sends it again with fetch; under jsdom that copy loses the file's bytes (its
    // FormData is of another realm than undici's), and the upload's own retry sends it once more.
    expect(auths[0]).toBe('Bearer old');
    expect(auths.slice(1).every((auth) => auth === 'Bearer fresh')).toBe(true);
    expect(bridge.refresh).toHaveBeenCalledTimes(1);
  });

  it('sends the other fields of the body and the path’s parameters', async () => {
    let received: { id?: string; type?: unknown; name?: string } = {};
    server.use(
      http.post('*/api/bookings/:id/checkin-images', async ({ request, params }) => {
        const form = await readMultipart(request);
        received = { id: String(params['id']), type: form.fields['type'], name: form.files.get('file')?.[0]?.name };
        return HttpResponse.json({ data: { id: 1 } }, { status: 201 });
      }),
    );
    await uploadFile(
      { method: 'POST', path: '/bookings/{id}/checkin-images', params: { path: { id: 42 } }, fields: { type: 'fuel_gauge' }, file: new Blob([new Uint8Array(10)], { type: 'image/webp' }), fileName: 'fuel.webp' },
      { rules: IMAGE_UPLOAD_RULES },
    );
    expect(received).toEqual({ id: '42', type: 'fuel_gauge', name: 'fuel.webp' });
  });

  it('knows documents: JPG or PDF up to 10 MB', async () => {
    const { checkUpload } = await import('./upload-rules');
    expect(checkUpload(photo(100, 'application/pdf'), DOCUMENT_UPLOAD_RULES)).toBeNull();
    expect(checkUpload(photo(100, 'image/png'), DOCUMENT_UPLOAD_RULES)).toMatchObject({ kind: 'invalid-type' });
    expect(checkUpload(photo(10 * 1024 * 1024 + 1, 'application/pdf'), DOCUMENT_UPLOAD_RULES)).toEqual({ kind: 'too-large', maxBytes: 10 * 1024 * 1024 });
  });
});
