import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseYaml } from '@redocly/openapi-core';

// The bundled contracts as the tests read them (Node only).

export type ContractName = 'main' | 'content';

export interface Operation {
  contract: ContractName;
  method: string;
  path: string;
  operationId: string;
  definition: {
    parameters?: { name: string; in: string; required?: boolean; schema?: unknown; $ref?: string }[];
    requestBody?: unknown;
    responses: Record<string, { content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> }>;
  };
}

export interface Bundle {
  paths: Record<string, Record<string, Operation['definition'] & { operationId: string }>>;
  components: Record<string, unknown>;
}

// Vitest runs from the project root; under jsdom `import.meta.url` is not a file URL.
const read = (file: string): Bundle => parseYaml(readFileSync(join(process.cwd(), 'openapi', file), 'utf8')) as Bundle;

export const BUNDLES: Readonly<Record<ContractName, Bundle>> = { main: read('bundled.yaml'), content: read('content.bundled.yaml') };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

type Parameter = NonNullable<Operation['definition']['parameters']>[number];

/** Parameters of the path and the operation, with `$ref`s to the components resolved. */
function parametersOf(contract: ContractName, shared: unknown, own: Parameter[] | undefined): Parameter[] {
  const components = BUNDLES[contract].components['parameters'] as Record<string, Parameter> | undefined;
  const resolve = (p: Parameter): Parameter => (p.$ref ? (components?.[p.$ref.split('/').pop() ?? ''] ?? p) : p);
  return [...((shared as Parameter[] | undefined) ?? []), ...(own ?? [])].map(resolve);
}

export const OPERATIONS: readonly Operation[] = (['main', 'content'] as const).flatMap((contract) =>
  Object.entries(BUNDLES[contract].paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const definition = item[method] as Operation['definition'] & { operationId: string };
      const parameters = parametersOf(contract, (item as Record<string, unknown>)['parameters'], definition.parameters);
      return { contract, method: method.toUpperCase(), path, operationId: definition.operationId, definition: { ...definition, parameters } };
    }),
  ),
);
