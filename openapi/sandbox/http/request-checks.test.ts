import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseYaml } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import committed from '../validation/request-schemas.json';
import { extractRequestSchemas, type Bundle } from '../validation/request-schemas-extraction';
import { ApiError } from './api-error';
import { readMultipart } from './multipart';
import { checkRequest, operationSpec } from './request-validation';

// How requests are read and checked: multipart bodies, the contract's request
// schemas, and the extracted schemas kept in step with the contracts.

const multipartRequest = (parts: string[], boundary = 'sandbox-boundary'): Request =>
  new Request('http://localhost/api/x', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('')}--${boundary}--\r\n`,
  });

describe('reading multipart bodies', () => {
  it('nests bracketed fields and keeps files beside them', async () => {
    const { fields, files } = await readMultipart(
      multipartRequest([
        'Content-Disposition: form-data; name="extraCharges[0][amount]"\r\n\r\n5000',
        'Content-Disposition: form-data; name="extraCharges[0][category]"\r\n\r\nfuel',
        'Content-Disposition: form-data; name="imageTypes[]"\r\n\r\noverview',
        'Content-Disposition: form-data; name="images[]"; filename="dent.png"\r\nContent-Type: image/png\r\n\r\nPNGDATA',
      ]),
    );
    expect(fields).toEqual({ extraCharges: [{ amount: '5000', category: 'fuel' }], imageTypes: ['overview'], images: ['dent.png'] });
    const [image] = files.get('images') ?? [];
    expect(image?.type).toBe('image/png');
    expect(await image?.text()).toBe('PNGDATA');
  });
});

const refusal = async (method: string, path: string, url: string, init: RequestInit = {}, params: Record<string, string> = {}): Promise<ApiError> => {
  try {
    await checkRequest(operationSpec(method, path), new Request(`http://localhost/api${url}`, { method, ...init }), params);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('The request was accepted');
};

const json = (body: unknown): RequestInit => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('request checks against the contract', () => {
  it('refuses unknown and malformed filter keys with 400', async () => {
    expect((await refusal('GET', '/assets', '/assets?filter[seats]=4')).toBody()).toMatchObject({ status: 400, slug: 'unknown_filter_key' });
    expect((await refusal('GET', '/assets', '/assets?filter[sleepsAtLeast]=many')).toBody()).toMatchObject({ status: 400, slug: 'invalid_filter_format' });
    expect((await refusal('GET', '/assets', '/assets?page[size]=0')).status).toBe(400);
  });

  it('refuses an impossible path id with 404', async () => {
    expect((await refusal('GET', '/assets/{id}', '/assets/abc', {}, { id: 'abc' })).status).toBe(404);
  });

  it('refuses a bad body with 422 and messages per field', async () => {
    const error = await refusal('POST', '/auth/login', '/auth/login', { method: 'POST', ...json({ email: 'not-an-email' }) });
    expect(error.toBody()).toMatchObject({ status: 422, slug: 'validation_failed' });
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['email', 'password']);
    const nested = await refusal('POST', '/bookings', '/bookings', { method: 'POST', ...json({ assetId: 1, fromDate: '2027-01-01', toDate: '2027-01-05', message: 'x', destinationAbroad: false, travelAbroad: false, drivingLicenseConfirmed: true, addons: [{ key: 'bike_rack_2', quantity: 0 }] }) });
    expect(Object.keys(nested.errors ?? {})).toEqual(['addons.0.quantity']);
  });

  it('refuses an upload without its file', async () => {
    const form = new FormData();
    form.append('viewType', 'main');
    const error = await refusal('POST', '/assets/{id}/images', '/assets/1/images', { method: 'POST', body: form }, { id: '1' });
    expect(error.toBody()).toMatchObject({ status: 422, slug: 'validation_failed', errors: { file: ['The file field is required.'] } });
  });
});

// Vitest runs from the project root.
const read = (file: string): Bundle => parseYaml(readFileSync(join(process.cwd(), 'openapi', file), 'utf8')) as Bundle;

describe('request-schemas.json', () => {
  it('matches the contracts (regenerate with node openapi/sandbox/validation/extract-request-schemas.ts)', () => {
    const fresh = extractRequestSchemas({ main: read('bundled.yaml'), content: read('content.bundled.yaml') });
    expect(JSON.parse(JSON.stringify(fresh))).toEqual(committed);
  });
});
