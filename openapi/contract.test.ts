import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { parseYaml } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';

/**
 * Contract checks: every call of the specification (endpoints.txt) is in the
 * bundled contracts, operation ids are unique, every 4xx answer is the shared
 * Error schema, and the bundles are in step with the split sources.
 */

const fromHere = (path: string) => new URL(path, import.meta.url);
const readText = (url: URL) => readFileSync(url, 'utf8');

/** The specification's list, when the shared checkout is present. */
const SHARED_ENDPOINTS = fromHere('../../shared/spec/endpoints.txt');
/** The in-repo copy (CI has no ../shared). */
const LOCAL_ENDPOINTS = fromHere('./spec-endpoints.txt');

/** Calls the contract adds for the spec's calls without a path (see README.md). */
const CHOSEN_PATHS = [
  'GET /assets/count',
  'POST /assets/{id}/images',
  'POST /bookings/{id}/checkin-images',
  'POST /bookings/{id}/checkout-images',
  'POST /additional-drivers/{id}/images',
  'POST /id-verifications/{id}/images',
  'PUT /me/organization-logotype',
  'PUT /me/preferred-currency',
  'POST /me/favorite-assets/toggle',
  'POST /auth/logout',
  'DELETE /me/social-accounts/{provider}',
];

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Reference {
  $ref: string;
}
interface MediaType {
  schema?: unknown;
}
interface ResponseObject {
  description?: string;
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  responses?: Record<string, ResponseObject | Reference>;
}
interface Contract {
  paths?: Record<string, Record<string, unknown>>;
  components?: {
    schemas?: Record<string, unknown>;
    responses?: Record<string, ResponseObject>;
  };
}

interface Found {
  file: string;
  method: string;
  path: string;
  operation: Operation;
  contract: Contract;
}

const loadYaml = (file: string) => parseYaml(readText(fromHere(file))) as Contract;

const BUNDLES = ['bundled.yaml', 'content.bundled.yaml'];
const SOURCES: Record<string, string> = { 'bundled.yaml': 'openapi.yaml', 'content.bundled.yaml': 'content.yaml' };
const contracts = new Map(BUNDLES.map((file) => [file, loadYaml(`./${file}`)]));

function allOperations(): Found[] {
  const found: Found[] = [];
  for (const [file, contract] of contracts) {
    for (const [path, item] of Object.entries(contract.paths ?? {})) {
      for (const method of METHODS) {
        const operation = item[method] as Operation | undefined;
        if (operation) found.push({ file, method: method.toUpperCase(), path, operation, contract });
      }
    }
  }
  return found;
}

/** `METHOD /path` lines of endpoints.txt, without comments and blank lines. */
function parseEndpoints(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [method = '', rawPath = ''] = line.split(/\s+/);
      const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
      return `${method.toUpperCase()} ${path}`;
    });
}

const isReference = (value: unknown): value is Reference =>
  typeof value === 'object' && value !== null && typeof (value as Reference).$ref === 'string';

function resolveResponse(contract: Contract, response: ResponseObject | Reference): ResponseObject | undefined {
  if (!isReference(response)) return response;
  const name = response.$ref.replace('#/components/responses/', '');
  return contract.components?.responses?.[name];
}

const operations = allOperations();
const keys = operations.map((o) => `${o.method} ${o.path}`);
const endpointsSource = existsSync(SHARED_ENDPOINTS) ? SHARED_ENDPOINTS : LOCAL_ENDPOINTS;

describe('API contract', () => {
  it('has an operation for every call of endpoints.txt', () => {
    const endpoints = parseEndpoints(readText(endpointsSource));
    expect(endpoints.length).toBeGreaterThan(150);
    const missing = endpoints.filter((endpoint) => !keys.includes(endpoint));
    expect(missing, `Missing from the bundled contracts:\n${missing.join('\n')}`).toEqual([]);
  });

  it('keeps spec-endpoints.txt identical to ../shared/spec/endpoints.txt', () => {
    if (!existsSync(SHARED_ENDPOINTS)) return; // CI: only the in-repo copy exists
    const shared = parseEndpoints(readText(SHARED_ENDPOINTS));
    const local = parseEndpoints(readText(LOCAL_ENDPOINTS));
    const onlyShared = shared.filter((line) => !local.includes(line));
    const onlyLocal = local.filter((line) => !shared.includes(line));
    expect(
      { onlyShared, onlyLocal },
      `spec-endpoints.txt is stale; copy ../shared/spec/endpoints.txt over it.\n` +
        `Only in shared: ${onlyShared.join(', ')}\nOnly in copy: ${onlyLocal.join(', ')}`,
    ).toEqual({ onlyShared: [], onlyLocal: [] });
    expect(readText(LOCAL_ENDPOINTS)).toBe(readText(SHARED_ENDPOINTS));
  });

  it('adds only the documented paths for the calls the spec shows no path for', () => {
    const endpoints = parseEndpoints(readText(LOCAL_ENDPOINTS));
    const extra = keys.filter((key) => !endpoints.includes(key));
    expect(extra.sort()).toEqual([...CHOSEN_PATHS].sort());
    expect(keys.filter((key) => key.includes('__sandbox'))).toEqual([]);
  });

  it('gives every operation a unique camelCase operationId, a tag, a summary and a 2xx answer', () => {
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const { method, path, operation } of operations) {
      const where = `${method} ${path}`;
      const id = operation.operationId;
      if (!id || !/^[a-z][a-zA-Z0-9]*$/.test(id)) problems.push(`${where}: operationId "${id ?? ''}" is not camelCase`);
      else if (seen.has(id)) problems.push(`${where}: operationId "${id}" also used by ${seen.get(id) ?? ''}`);
      else seen.set(id, where);
      if (!operation.tags?.length) problems.push(`${where}: no tag`);
      if (!operation.summary) problems.push(`${where}: no summary`);
      if (!Object.keys(operation.responses ?? {}).some((code) => code.startsWith('2'))) {
        problems.push(`${where}: no 2xx response`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers every 4xx and 5xx with the shared Error schema', () => {
    const problems: string[] = [];
    for (const { method, path, operation, contract } of operations) {
      const errorCodes = Object.entries(operation.responses ?? {}).filter(([code]) => /^[45]/.test(code));
      if (!errorCodes.some(([code]) => code.startsWith('4'))) problems.push(`${method} ${path}: no 4xx response`);
      for (const [code, raw] of errorCodes) {
        const response = resolveResponse(contract, raw);
        const schema = response?.content?.['application/json']?.schema;
        if (!isReference(schema) || schema.$ref !== '#/components/schemas/Error') {
          problems.push(`${method} ${path} ${code}: not the Error schema`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has bundles in step with the split sources (regenerate with generate.sh)', () => {
    for (const [bundle, source] of Object.entries(SOURCES)) {
      const sourcePaths = Object.keys(loadYaml(`./${source}`).paths ?? {}).sort();
      const bundledPaths = Object.keys(contracts.get(bundle)?.paths ?? {}).sort();
      expect(bundledPaths, `${bundle} is stale`).toEqual(sourcePaths);
    }
  });

  it('bundles every schema under its own name', () => {
    const schemaDir = fromHere('./components/schemas/');
    const defined = readdirSync(schemaDir)
      .filter((file) => file.endsWith('.yaml'))
      .flatMap((file) => Object.keys(parseYaml(readText(new URL(file, schemaDir))) as object));
    expect(new Set(defined).size, 'schema names must be unique across schema files').toBe(defined.length);
    const bundled = new Set(
      [...contracts.values()].flatMap((contract) => Object.keys(contract.components?.schemas ?? {})),
    );
    expect(defined.filter((name) => !bundled.has(name))).toEqual([]);
    expect([...bundled].filter((name) => !defined.includes(name))).toEqual([]);
  });
});
