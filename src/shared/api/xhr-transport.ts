/** How far the body of a request has gone out; `total` is 0 when the browser does not know. */
export interface UploadProgress {
  loaded: number;
  total: number;
  /** `sending` while the body goes out; `processing` once it is out and the answer is awaited. */
  phase: 'sending' | 'processing';
}

export interface UploadDeadline {
  /** Gives up when the body makes no progress for this long (a dead connection, not a slow one). */
  stallMs: number;
  /** Gives up when the answer has not come this long after the body was sent. */
  answerMs: number;
}

/**
 * Writes may take 30 s to be answered (issue #21's figure for writes). Sending is not given a
 * fixed time: 15 MB over a weak mobile connection can take minutes, so only a stall ends it.
 */
export const DEFAULT_UPLOAD_DEADLINE: UploadDeadline = { stallMs: 30_000, answerMs: 30_000 };

interface TransportOptions {
  /**
   * The body as the browser should send it. A FormData goes as it is, so the browser streams the
   * file from disk with its own boundary rather than from a copy in memory.
   */
  body: FormData | Blob;
  onProgress?: (progress: UploadProgress) => void;
  deadline?: UploadDeadline;
}

/** Statuses whose answers carry no body; `new Response(body)` refuses one for them. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A `fetch` for openapi-fetch's per-request `fetch` option that sends with XMLHttpRequest, because
 * fetch reports no upload progress (a streaming request body would, but needs HTTP/2 and
 * `duplex: 'half'`, which Safari and Firefox do not support). The client's middleware still builds
 * the request (URL, headers, token) and reads the answer (ApiError, refresh), so this only moves
 * the given body (the one the request was built with). It honours the request's signal and adds
 * the stall and answer deadlines; it rejects as fetch does (`AbortError` on cancel, `TypeError` on
 * a network failure, `TimeoutError` past a deadline, which also sets `timedOut`).
 */
export function xhrTransport({ body, onProgress, deadline = DEFAULT_UPLOAD_DEADLINE }: TransportOptions) {
  const transport = async function send(request: Request): Promise<Response> {
    request.signal.throwIfAborted();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      let timer: ReturnType<typeof setTimeout> | undefined;
      let settled = false;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        request.signal.removeEventListener('abort', onAbort);
        outcome();
      };
      const giveUpIn = (ms: number, what: string) => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          transport.timedOut = true;
          // Settled first: aborting may fire the request's own error event at once.
          finish(() => reject(new DOMException(`The upload ${what}.`, 'TimeoutError')));
          xhr.abort();
        }, ms);
      };
      const onAbort = () => {
        finish(() => reject(new DOMException('The upload was canceled.', 'AbortError')));
        xhr.abort();
      };

      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => {
        // The request's boundary belongs to its own encoding of the form; the browser writes its own.
        if (name !== 'content-type' || !(body instanceof FormData)) xhr.setRequestHeader(name, value);
      });
      xhr.responseType = 'arraybuffer';
      xhr.upload.addEventListener('progress', (event) => {
        giveUpIn(deadline.stallMs, 'stalled');
        onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0, phase: 'sending' });
      });
      let sent = 0;
      xhr.upload.addEventListener('progress', (event) => {
        sent = event.loaded;
      });
      xhr.upload.addEventListener('load', () => {
        giveUpIn(deadline.answerMs, 'was not answered in time');
        onProgress?.({ loaded: sent, total: sent, phase: 'processing' });
      });
      xhr.addEventListener('load', () => {
        const status = xhr.status;
        const payload = NULL_BODY_STATUSES.has(status) ? null : (xhr.response as ArrayBuffer | null);
        finish(() => resolve(new Response(payload, { status, statusText: xhr.statusText, headers: headersOf(xhr) })));
      });
      xhr.addEventListener('error', () => finish(() => reject(new TypeError('Network request failed'))));
      request.signal.addEventListener('abort', onAbort);
      giveUpIn(deadline.stallMs, 'stalled');
      xhr.send(body);
    });
  } as ((request: Request) => Promise<Response>) & { timedOut: boolean };
  // Read by the caller: the error itself may be rewrapped by the client's middleware on its way.
  transport.timedOut = false;
  return transport;
}
