import type { Operation } from './contract-documents';
import type { Call } from './sandbox-client';

type Parameter = NonNullable<Operation['definition']['parameters']>[number];
type Schema = { type?: string | string[]; enum?: unknown[]; format?: string; $ref?: string; pattern?: string; minimum?: number };

/** A query value that breaks a parameter's schema, or undefined when any string is valid. */
function breakingValue(schema: Schema | undefined, components: Record<string, unknown>): string | undefined {
  const resolved = schema?.$ref ? (components['schemas'] as Record<string, Schema>)[schema.$ref.split('/').pop() ?? ''] : schema;
  if (!resolved) return undefined;
  if (resolved.enum) return 'not-an-option';
  const type = Array.isArray(resolved.type) ? resolved.type.find((t) => t !== 'null') : resolved.type;
  if (type === 'integer' || type === 'number') return 'not-a-number';
  if (type === 'boolean') return 'maybe';
  if (resolved.format === 'date') return '31.12.2026';
  if (resolved.format === 'uri') return 'not a url';
  if (resolved.pattern) return '!';
  return undefined;
}

/**
 * The valid request of an operation made malformed in one place: a body of the wrong
 * type, else an impossible path value, else a broken or missing query parameter.
 * Undefined for operations that take no input.
 */
export function malformedCall(operation: Operation, valid: Call, components: Record<string, unknown>): Call | undefined {
  const definition = operation.definition;
  if (definition.requestBody) {
    const { multipart: _multipart, ...rest } = valid;
    return { ...rest, body: '["not", "an", "object"]' };
  }
  const parameters = (definition.parameters ?? []) as Parameter[];
  const path = parameters.find((p) => p.in === 'path');
  if (path) return { ...valid, params: { ...valid.params, [path.name]: path.name === 'a' ? 'SWE' : 'not-an-id' } };
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    if (parameter.name === 'filter') return { ...valid, query: { ...valid.query, 'filter[noSuchKey]': '1' } };
    if (parameter.required) {
      const { [parameter.name]: _dropped, ...query } = valid.query ?? {};
      return { ...valid, query };
    }
    const value = breakingValue(parameter.schema as Schema | undefined, components);
    if (value !== undefined) return { ...valid, query: { ...valid.query, [parameter.name]: value } };
  }
  return undefined;
}
