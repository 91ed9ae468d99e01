/**
 * Writes request-schemas.json: what the sandbox needs of the contracts to check
 * requests (parameters, request bodies, declared error statuses, security) with
 * the component schemas they reference. The sandbox also runs in the browser
 * (Storybook), where the YAML bundles cannot be read, hence this derived file.
 *
 * Run from the project root after the contract changes (http/request-checks.test.ts
 * fails until you do):
 *   node openapi/sandbox/validation/extract-request-schemas.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseYaml } from '@redocly/openapi-core';
import { extractRequestSchemas, type Bundle } from './request-schemas-extraction.ts';

const read = (path: string): Bundle => parseYaml(readFileSync(new URL(path, import.meta.url), 'utf8')) as Bundle;

const extracted = extractRequestSchemas({ main: read('../../bundled.yaml'), content: read('../../content.bundled.yaml') });
writeFileSync(new URL('./request-schemas.json', import.meta.url), `${JSON.stringify(extracted, null, 1)}\n`);
console.log(`request-schemas.json: ${Object.keys(extracted.operations).length} operations`);
