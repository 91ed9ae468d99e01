import { describe, expect, it } from 'vitest';
import { manualClock } from './clock';
import { createSandbox } from './create-sandbox';
import { SEED_MOMENT } from './seed/seed-context';
import { BUNDLES, OPERATIONS, type Operation } from './testing/contract-documents';
import { createFixture } from './testing/contract-fixture';
import { bodyMutations } from './testing/body-mutations';
import { malformedCall } from './testing/malformed-requests';
import { OPERATION_CASES } from './testing/operation-cases';
import { declaresStatus, errorBodyProblems, responseProblems } from './testing/response-validator';
import { SandboxClient, type Call } from './testing/sandbox-client';

/**
 * Every operation of both contracts, called on a seeded sandbox (as the right demo
 * user), must answer with the promised status and a body that validates against the
 * contract's response schema; and every operation that takes input must refuse a
 * malformed request with a 4xx carrying the Error schema.
 */
const sandbox = createSandbox({ clock: manualClock(new Date(SEED_MOMENT.getTime() + 30 * 60_000)) });
const client = new SandboxClient(sandbox);
const fixture = createFixture(sandbox, client);
const operationOf = (id: string): Operation | undefined => OPERATIONS.find((o) => o.operationId === id);

/** The valid request of each operation that answered as promised (the malformed ones start from it). */
const validCalls = new Map<string, Call>();

// Each case runs many requests or seeds whole stores: seconds of work, more on a busy machine.
describe('the sandbox against the contracts', { timeout: 30_000 }, () => {
  it('answers a valid request of every operation with the promised status and schema', async () => {
    const problems = new Map<string, string>();
    for (const testCase of OPERATION_CASES) {
      const operation = operationOf(testCase.operationId);
      if (!operation) {
        problems.set(testCase.operationId, 'not an operation of the contracts');
        continue;
      }
      try {
        const call = { ...(await testCase.call(fixture)), contract: operation.contract };
        const response = await client.send(call);
        const body = response.headers.get('content-type')?.includes('json') ? ((await response.clone().json()) as unknown) : undefined;
        if (response.status !== testCase.status) {
          problems.set(testCase.operationId, `answered ${response.status} instead of ${testCase.status}: ${JSON.stringify(body)}`);
          continue;
        }
        const schemaProblems = await responseProblems(operation, response);
        if (schemaProblems.length > 0) problems.set(testCase.operationId, schemaProblems.join('; '));
        else validCalls.set(testCase.operationId, call);
        await testCase.after?.(body, fixture);
      } catch (error) {
        problems.set(testCase.operationId, `threw ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const unvalidated = OPERATIONS.filter((o) => !validCalls.has(o.operationId)).map((o) => `${o.operationId} (${o.method} ${o.path}): ${problems.get(o.operationId) ?? 'no case'}`);
    console.log(`[sandbox contract] ${validCalls.size} of ${OPERATIONS.length} operations validated against their response schemas`);
    expect(unvalidated).toEqual([]);
  });

  it('refuses a malformed request of every operation that takes input with a 4xx Error', async () => {
    const problems: string[] = [];
    const undeclared: string[] = [];
    let cases = 0;
    for (const operation of OPERATIONS) {
      const valid = validCalls.get(operation.operationId);
      if (!valid) {
        problems.push(`${operation.operationId}: no valid request to start from`);
        continue;
      }
      const malformed = malformedCall(operation, valid, BUNDLES[operation.contract].components);
      if (!malformed) continue;
      cases += 1;
      const response = await client.send(malformed);
      const body: unknown = await response.json().catch(() => undefined);
      const errors = errorBodyProblems(operation.contract, body);
      if (response.status < 400 || response.status >= 500) problems.push(`${operation.operationId}: answered ${response.status} to ${JSON.stringify(malformed.body ?? malformed.query ?? malformed.params)}`);
      else if (errors.length > 0) problems.push(`${operation.operationId}: the ${response.status} body is not the Error schema (${errors.join('; ')})`);
      else if (!declaresStatus(operation, response.status)) undeclared.push(`${operation.operationId} ${response.status}`);
    }
    console.log(`[sandbox contract] ${cases} malformed-request cases refused with a 4xx Error`);
    // Allowed (the contract lists only some error statuses), but worth seeing.
    if (undeclared.length > 0) console.log(`[sandbox contract] refused with a status the operation does not declare: ${undeclared.join(', ')}`);
    expect(problems).toEqual([]);
  });

  it('refuses each valid body with an unknown property, an overlong string or a wrong type, with a 4xx Error', async () => {
    const problems: string[] = [];
    const counts = { 'unknown property': 0, 'overlong string': 0, 'wrong type': 0 };
    for (const operation of OPERATIONS) {
      const valid = validCalls.get(operation.operationId);
      if (!valid) continue;
      for (const mutation of bodyMutations(operation, valid, BUNDLES[operation.contract].components)) {
        counts[mutation.kind] += 1;
        const response = await client.send(mutation.call);
        const body: unknown = await response.json().catch(() => undefined);
        const errors = errorBodyProblems(operation.contract, body);
        if (response.status < 400 || response.status >= 500) problems.push(`${operation.operationId} with ${mutation.kind} (${mutation.field}): answered ${response.status}`);
        else if (errors.length > 0) problems.push(`${operation.operationId} with ${mutation.kind}: the ${response.status} body is not the Error schema (${errors.join('; ')})`);
      }
    }
    console.log(`[sandbox contract] refused: ${Object.entries(counts).map(([kind, n]) => `${n} ${kind}`).join(', ')}`);
    expect(counts['unknown property']).toBeGreaterThan(50);
    expect(counts['overlong string']).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });

  it('never lets a body set the role, id, password or verification flags: every JSON operation refuses them', async () => {
    const protectedFields = { role: 'admin', id: 1, isIdVerified: true, emailVerified: true, isEmailVerified: true, password: 'Admin2026' };
    const accepted: string[] = [];
    for (const operation of OPERATIONS) {
      const valid = validCalls.get(operation.operationId);
      const body = valid?.body;
      if (!valid || valid.multipart || typeof body !== 'object' || body === null || Array.isArray(body)) continue;
      for (const [field, value] of Object.entries(protectedFields)) {
        // Logging in, signing up and deleting the account take a password of their own.
        if (field in body) continue;
        const response = await client.send({ ...valid, body: { ...body, [field]: value } });
        if (response.status < 400) accepted.push(`${operation.operationId} took ${field}`);
      }
    }
    expect(accepted).toEqual([]);
  });
});
