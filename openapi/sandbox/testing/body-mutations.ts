import type { Operation } from './contract-documents';
import type { Call } from './sandbox-client';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  maxLength?: number;
  enum?: unknown[];
  pattern?: string;
};

/** Follows `$ref`s and merges `allOf` members into one list of top-level properties. */
function propertiesOf(schema: Schema | undefined, components: Record<string, unknown>): Record<string, Schema> {
  if (!schema) return {};
  const resolve = (s: Schema): Schema => (s.$ref ? resolve((components['schemas'] as Record<string, Schema>)[s.$ref.split('/').pop() ?? ''] ?? {}) : s);
  const resolved = resolve(schema);
  const own = Object.fromEntries(Object.entries(resolved.properties ?? {}).map(([name, property]) => [name, resolve(property)]));
  return Object.assign({}, ...(resolved.allOf ?? []).map((member) => propertiesOf(member, components)), own);
}

const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type);

export interface BodyMutation {
  kind: 'unknown property' | 'overlong string' | 'wrong type';
  field: string;
  call: Call;
}

/**
 * The valid JSON request of an operation spoilt in one place each: an unknown property, a string one
 * character over its limit, a value of the wrong type. Operations without a JSON object body give none.
 */
export function bodyMutations(operation: Operation, valid: Call, components: Record<string, unknown>): BodyMutation[] {
  const body = valid.body;
  if (valid.multipart || typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  const content = (operation.definition.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content;
  const properties = propertiesOf(content?.['application/json']?.schema, components);
  const fields = body as Record<string, unknown>;
  const mutations: BodyMutation[] = [{ kind: 'unknown property', field: 'sandboxUnknownField', call: { ...valid, body: { ...fields, sandboxUnknownField: 'x' } } }];

  const bounded = Object.entries(properties).find(([, schema]) => typeOf(schema) === 'string' && typeof schema.maxLength === 'number' && !schema.enum && !schema.pattern);
  if (bounded) {
    const [field, schema] = bounded;
    mutations.push({ kind: 'overlong string', field, call: { ...valid, body: { ...fields, [field]: 'x'.repeat((schema.maxLength ?? 0) + 1) } } });
  }

  const present = Object.keys(fields).find((field) => properties[field] && typeOf(properties[field]) !== undefined);
  if (present) {
    const type = typeOf(properties[present] as Schema);
    const wrong = type === 'string' ? 12345 : type === 'boolean' ? 'yes' : type === 'integer' || type === 'number' ? 'not a number' : 'not an object';
    mutations.push({ kind: 'wrong type', field: present, call: { ...valid, body: { ...fields, [present]: wrong } } });
  }
  return mutations;
}
