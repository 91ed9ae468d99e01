import type { paths } from '@openapi/generated/schema';
import { api } from './clients';
import { UploadError, isTransientFailure, uploadFailureOf, type UploadFailure } from './upload-failure';
import { checkUpload, type UploadRules } from './upload-rules';
import { DEFAULT_UPLOAD_DEADLINE, xhrTransport, type UploadDeadline, type UploadProgress } from './xhr-transport';

type Method = 'PUT' | 'POST';
type MultipartOperation = { requestBody: { content: { 'multipart/form-data': object } } };
type Operation<P extends keyof paths, M extends Method> = paths[P][Lowercase<M>];

/** Paths of the contract that take a multipart body with this method. */
export type UploadPath<M extends Method> = {
  [P in keyof paths]: Operation<P, M> extends MultipartOperation ? P : never;
}[keyof paths];

type BodyOf<Op> = Op extends MultipartOperation ? Op['requestBody']['content']['multipart/form-data'] : never;
type ParamsOf<Op> = Op extends { parameters: infer Params } ? Params : never;
type PathParams<Op> = ParamsOf<Op> extends { path: infer Path }
  ? [Path] extends [undefined]
    ? { params?: undefined }
    : { params: { path: Path } }
  : { params?: undefined };
type OtherFields<Body> = [keyof Omit<Body, 'file'>] extends [never]
  ? { fields?: undefined }
  : {
      /** The other fields of the multipart body (for example a photo's `type`). */
      fields: Omit<Body, 'file'>;
    };
type AnswerOf<Op> = Op extends { responses: infer R }
  ? R extends { 200: { content: { 'application/json': infer A } } }
    ? A
    : R extends { 201: { content: { 'application/json': infer A } } }
      ? A
      : never
  : never;

export interface UploadOptions {
  /** Cancels the upload; the promise then rejects with the `canceled` failure. */
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
  /** What the endpoint accepts, checked before sending. */
  rules: UploadRules;
  /** Automatic re-sends after a transient failure (network, stall, 408/429/502/503/504); 1 by default. */
  retries?: number;
  /** Pause before the n-th re-send: `retryDelayMs × n`. */
  retryDelayMs?: number;
  deadline?: UploadDeadline;
}

export type UploadRequest<M extends Method, P extends UploadPath<M>> = {
  method: M;
  path: P;
  file: Blob;
  /** The body field that carries the file; `file` in every upload schema of the contract. */
  fileField?: keyof BodyOf<Operation<P, M>> & string;
  /** A File keeps its own name; a Blob (a downscaled photo) is sent under this one. */
  fileName?: string;
} & PathParams<Operation<P, M>> &
  OtherFields<BodyOf<Operation<P, M>>>;

const pause = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });

/**
 * Sends one file to a multipart endpoint of the contract through the API client, so its
 * middleware sets the headers and the token and refreshes an expired one; XMLHttpRequest carries
 * the body for progress (see `xhrTransport`). The file is checked against `rules` first and is
 * not sent when they refuse it. Every failure rejects with an `UploadError`.
 *
 * `uploadFile({ method: 'PUT', path: '/me/avatar', file }, { rules: IMAGE_UPLOAD_RULES, onProgress })`
 */
export async function uploadFile<M extends Method, P extends UploadPath<M>>(
  request: UploadRequest<M, P>,
  { signal, onProgress, rules, retries = 1, retryDelayMs = 1_000, deadline = DEFAULT_UPLOAD_DEADLINE }: UploadOptions,
): Promise<AnswerOf<Operation<P, M>>> {
  const { method, path, file, fileField = 'file', fields, params, fileName } = request;
  const refused = checkUpload(file, rules);
  if (refused) throw new UploadError(refused);

  const name = fileName ?? ('name' in file && typeof file.name === 'string' ? file.name : 'upload');
  const form = new FormData();
  for (const [key, value] of Object.entries((fields ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  form.append(fileField, file, name);
  // The client's methods are typed per path; this one call is generic over the upload paths.
  const send = api[method] as unknown as (path: string, init: object) => Promise<{ data?: unknown; response: Response }>;

  for (let attempt = 0; ; attempt++) {
    const transport = xhrTransport({ body: form, onProgress, deadline });
    try {
      const { data, response } = await send(path, {
        params,
        // openapi-fetch serialises only a defined body; the serializer builds the form.
        body: {},
        bodySerializer: () => form,
        fetch: transport,
        signal,
      });
      if (data === undefined) throw new Error(`${response.url} answered ${response.status} without a body`);
      return data as AnswerOf<Operation<P, M>>;
    } catch (error) {
      const failure: UploadFailure = signal?.aborted ? { kind: 'canceled' } : transport.timedOut ? { kind: 'timeout' } : uploadFailureOf(error, rules);
      if (attempt >= retries || !isTransientFailure(failure)) throw new UploadError(failure, { cause: error });
      try {
        await pause(retryDelayMs * (attempt + 1), signal);
      } catch (aborted) {
        throw new UploadError({ kind: 'canceled' }, { cause: aborted });
      }
    }
  }
}
