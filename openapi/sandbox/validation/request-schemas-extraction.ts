/**
 * Extracts the request side of the contracts (see extract-request-schemas.ts). Pure,
 * so the test can compare a fresh extraction with the committed JSON.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface Bundle {
  paths: Record<string, Record<string, JsonObject>>;
  components?: { schemas?: Record<string, Json>; parameters?: Record<string, JsonObject>; requestBodies?: Record<string, JsonObject> };
  security?: Json[];
}

export type ContractName = 'main' | 'content';

export interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  style: string | null;
  schema: Json;
}

export interface OperationSpec {
  operationId: string;
  contract: ContractName;
  /** `required`: a bearer token is needed; `optional`: used when sent; `none`: public. */
  security: 'required' | 'optional' | 'none';
  parameters: ParameterSpec[];
  requestBody: { required: boolean; content: Record<string, Json> } | null;
  /** The 4xx statuses the operation declares. */
  clientErrors: number[];
}

export interface RequestSchemas {
  operations: Record<string, OperationSpec>;
  components: Record<ContractName, Record<string, Json>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const SCHEMA_REF = /^#\/components\/schemas\/(.+)$/;

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Rewrites `#/components/schemas/X` refs to the registered component document and records what is used. */
function rewriteRefs(value: Json, contract: ContractName, used: Set<string>): Json {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, contract, used));
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      const match = key === '$ref' && typeof item === 'string' ? SCHEMA_REF.exec(item) : null;
      if (match?.[1]) {
        used.add(match[1]);
        return [key, `sandbox:${contract}#/components/schemas/${match[1]}`];
      }
      return [key, rewriteRefs(item, contract, used)];
    }),
  );
}

function resolve<T extends JsonObject>(value: JsonObject, section: Record<string, JsonObject> | undefined): T {
  const ref = value['$ref'];
  if (typeof ref !== 'string') return value as T;
  const target = section?.[ref.split('/').pop() ?? ''];
  if (!target) throw new Error(`Unresolved reference ${ref}`);
  return target as T;
}

/** Every component schema reachable from the used ones (component refs stay document-relative). */
function closure(schemas: Record<string, Json>, roots: Set<string>): Record<string, Json> {
  const pending = [...roots];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    JSON.stringify(schemas[name] ?? null, (key, item: Json) => {
      const match = key === '$ref' && typeof item === 'string' ? SCHEMA_REF.exec(item) : null;
      if (match?.[1]) pending.push(match[1]);
      return item;
    });
  }
  return Object.fromEntries([...seen].sort().map((name) => [name, schemas[name] ?? null]));
}

function securityOf(operation: JsonObject, bundle: Bundle): OperationSpec['security'] {
  const requirements = (Array.isArray(operation['security']) ? operation['security'] : (bundle.security ?? [])) as Json[];
  if (requirements.length === 0) return 'none';
  return requirements.some((r) => isObject(r) && Object.keys(r).length === 0) ? 'optional' : 'required';
}

export function extractRequestSchemas(bundles: Record<ContractName, Bundle>): RequestSchemas {
  const operations: Record<string, OperationSpec> = {};
  const components = {} as Record<ContractName, Record<string, Json>>;
  for (const contract of ['main', 'content'] as const) {
    const bundle = bundles[contract];
    const used = new Set<string>();
    for (const [path, item] of Object.entries(bundle.paths)) {
      const shared = (Array.isArray(item['parameters']) ? item['parameters'] : []) as JsonObject[];
      for (const method of METHODS) {
        const operation = item[method];
        if (!isObject(operation)) continue;
        const own = (Array.isArray(operation['parameters']) ? operation['parameters'] : []) as JsonObject[];
        const parameters = [...shared, ...own].map((p) => {
          const parameter = resolve<JsonObject>(p, bundle.components?.parameters);
          return {
            name: String(parameter['name']),
            in: parameter['in'] as ParameterSpec['in'],
            required: parameter['required'] === true,
            style: typeof parameter['style'] === 'string' ? parameter['style'] : null,
            schema: rewriteRefs(parameter['schema'] ?? {}, contract, used),
          };
        });
        const body = isObject(operation['requestBody']) ? resolve<JsonObject>(operation['requestBody'], bundle.components?.requestBodies) : null;
        const responses = isObject(operation['responses']) ? Object.keys(operation['responses']) : [];
        operations[`${method.toUpperCase()} ${path}`] = {
          operationId: String(operation['operationId']),
          contract,
          security: securityOf(operation, bundle),
          parameters,
          requestBody: body
            ? {
                required: body['required'] === true,
                content: Object.fromEntries(
                  Object.entries(isObject(body['content']) ? body['content'] : {}).map(([type, media]) => [
                    type,
                    rewriteRefs(isObject(media) ? (media['schema'] ?? {}) : {}, contract, used),
                  ]),
                ),
              }
            : null,
          clientErrors: responses.filter((code) => /^4\d\d$/.test(code)).map(Number),
        };
      }
    }
    components[contract] = closure(bundle.components?.schemas ?? {}, used);
  }
  return { operations, components };
}
