/**
 * Reads a multipart/form-data request into the object its contract schema describes:
 * bracketed names nest (`extraCharges[0][amount]`), repeated names and `name[]` make
 * arrays, and files become their name (the schema types them as binary strings) while
 * the File objects are returned beside the fields.
 *
 * The body is parsed here rather than with `Request.formData()`: under Vitest's jsdom
 * environment that parser refuses the files it creates itself.
 */
export interface MultipartBody {
  fields: Record<string, unknown>;
  files: Map<string, File[]>;
}

type Node = Record<string, unknown> | unknown[];

function place(target: Node, path: string[], value: unknown): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  const container = target as Record<string, unknown>;
  if (rest.length === 0) {
    if (head === '') (target as unknown[]).push(value);
    else if (head in container) container[head] = [...(Array.isArray(container[head]) ? (container[head] as unknown[]) : [container[head]]), value];
    else container[head] = value;
    return;
  }
  const nextIsIndex = rest[0] === '' || /^\d+$/.test(rest[0] ?? '');
  if (!(head in container)) container[head] = nextIsIndex ? [] : {};
  place(container[head] as Node, rest, value);
}

/** Index of `needle` in `haystack` from `from`, or -1. */
function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  outer: for (let i = from; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

const headerValue = (headers: string, name: string): string | undefined =>
  new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(headers)?.[1]?.trim();

const parameter = (header: string, name: string): string | undefined => new RegExp(`${name}="([^"]*)"`, 'i').exec(header)?.[1];

/** The parts of a multipart body: name, filename (for files), type and bytes. */
function parts(body: Uint8Array, boundary: string): { name: string; filename?: string; type: string; data: Uint8Array }[] {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const delimiter = encoder.encode(`--${boundary}`);
  const headerEnd = encoder.encode('\r\n\r\n');
  const found: { name: string; filename?: string; type: string; data: Uint8Array }[] = [];
  let start = indexOf(body, delimiter, 0);
  while (start !== -1) {
    const partStart = start + delimiter.length + 2;
    const next = indexOf(body, delimiter, partStart);
    if (next === -1) break;
    const headersEnd = indexOf(body, headerEnd, partStart);
    if (headersEnd !== -1 && headersEnd < next) {
      const headers = decoder.decode(body.subarray(partStart, headersEnd));
      const disposition = headerValue(headers, 'content-disposition') ?? '';
      const name = parameter(disposition, 'name');
      if (name !== undefined) {
        const filename = parameter(disposition, 'filename');
        found.push({ name, ...(filename !== undefined ? { filename } : {}), type: headerValue(headers, 'content-type') ?? '', data: body.subarray(headersEnd + 4, next - 2) });
      }
    }
    start = next;
  }
  return found;
}

export async function readMultipart(request: Request): Promise<MultipartBody> {
  const boundary = /boundary="?([^";]+)"?/i.exec(request.headers.get('content-type') ?? '')?.[1] ?? '';
  const body = new Uint8Array(await request.clone().arrayBuffer());
  const fields: Record<string, unknown> = {};
  const files = new Map<string, File[]>();
  const decoder = new TextDecoder();
  for (const part of parts(body, boundary)) {
    const [base = part.name, ...keys] = part.name.split('[').map((piece, index) => (index === 0 ? piece : piece.replace(/\]$/, '')));
    if (part.filename !== undefined) {
      const file = new File([part.data.slice()], part.filename || 'upload', { type: part.type || 'application/octet-stream' });
      files.set(base, [...(files.get(base) ?? []), file]);
      place(fields, [base, ...keys], file.name);
    } else {
      place(fields, [base, ...keys], decoder.decode(part.data));
    }
  }
  return { fields, files };
}
