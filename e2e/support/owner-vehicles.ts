import { expect, type APIRequestContext } from '@playwright/test';

/** A draft vehicle of that owner, in one call of the API the editor uses (`POST /assets`). */
export async function draftOf(request: APIRequestContext, token: string, model: string, subType = 'campervan'): Promise<number> {
  const response = await request.post('/api/assets', { data: { type: 'vehicle', subType, model }, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}
