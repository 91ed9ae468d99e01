import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import requestSchemasJson from '../validation/request-schemas.json';
import type { OperationSpec, ParameterSpec, RequestSchemas } from '../validation/request-schemas-extraction';
import { ApiError } from './api-error';
import { readMultipart, type MultipartBody } from './multipart';

/**
 * Checks a request against the contract before a handler runs: path and query
 * parameters and the body, by the operation's schemas (validation/request-schemas.json).
 * Every malformed request is refused with the Error schema: a bad path id is 404,
 * a bad query 400 (or 422 where the operation declares no 400), a body that is not
 * JSON 400, a JSON body over 1 MB 413, a bad body 422 with the messages per field
 * (unknown properties, overlong strings, numbers out of range included: the request
 * schemas are closed and bounded).
 */
const spec = requestSchemasJson as unknown as RequestSchemas;

function createAjv(coerceTypes: boolean): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: coerceTypes ? 'array' : false });
  addFormats(ajv);
  // A request may not send what the server sets (`readOnly`: ids, timestamps): the property's
  // schema is checked only when the property is there, so its presence fails.
  ajv.removeKeyword('readOnly');
  ajv.addKeyword({ keyword: 'readOnly', schemaType: 'boolean', validate: (readOnly: boolean) => !readOnly });
  ajv.addSchema({ $id: 'sandbox:main', components: { schemas: spec.components.main } });
  ajv.addSchema({ $id: 'sandbox:content', components: { schemas: spec.components.content } });
  return ajv;
}

// Multipart fields are text: their validator coerces to the schema's types (query values are converted by queryValue).
const strictAjv = createAjv(false);
const coercingAjv = createAjv(true);
const strictValidators = new WeakMap<object, ValidateFunction>();
const coercingValidators = new WeakMap<object, ValidateFunction>();

/** Compiles a schema once (schemas are objects of the loaded JSON, so they key the cache). */
function compile(ajv: Ajv2020, cache: WeakMap<object, ValidateFunction>, schema: unknown): ValidateFunction {
  const key = (typeof schema === 'object' && schema !== null ? schema : {}) as object;
  let validate = cache.get(key);
  if (!validate) {
    validate = ajv.compile(key);
    cache.set(key, validate);
  }
  return validate;
}

const validatorFor = (schema: unknown): ValidateFunction => compile(strictAjv, strictValidators, schema);
const coercingValidator = (schema: unknown): ValidateFunction => compile(coercingAjv, coercingValidators, schema);

export function operationSpec(method: string, path: string): OperationSpec {
  const found = spec.operations[`${method.toUpperCase()} ${path}`];
  if (!found) throw new Error(`No contract operation ${method.toUpperCase()} ${path}`);
  return found;
}

/** Field path of an ajv error in the contract's dot notation (`addons.0.quantity`). */
function fieldOf(error: ErrorObject, prefix: string): string {
  const parts = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required') parts.push(String(error.params['missingProperty']));
  if (error.keyword === 'additionalProperties') parts.push(String(error.params['additionalProperty']));
  if (error.keyword === 'unevaluatedProperties') parts.push(String(error.params['unevaluatedProperty']));
  return [prefix, ...parts].filter(Boolean).join('.') || 'body';
}

function messageOf(error: ErrorObject, field: string): string {
  const name = field.split('.').pop() ?? field;
  switch (error.keyword) {
    case 'required':
      return `The ${name} field is required.`;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return `The ${name} field is not allowed.`;
    case 'readOnly':
      return `The ${name} field is set by the server.`;
    case 'maxLength':
      return `The ${name} field may not be longer than ${String(error.params['limit'])} characters.`;
    case 'maxItems':
      return `The ${name} field may not have more than ${String(error.params['limit'])} items.`;
    case 'maximum':
      return `The ${name} field may not be greater than ${String(error.params['limit'])}.`;
    case 'minimum':
      return `The ${name} field may not be less than ${String(error.params['limit'])}.`;
    case 'enum':
    case 'const':
      return `The selected ${name} is invalid.`;
    case 'type':
      return `The ${name} field must be ${String(error.params['type']).replace(/,/g, ' or ')}.`;
    case 'format':
      return `The ${name} field must be a valid ${String(error.params['format'])}.`;
    default:
      return `The ${name} field ${error.message ?? 'is invalid'}.`;
  }
}

/** One message per field: alternatives of anyOf/oneOf report several errors for one mistake. */
function errorsByField(errors: readonly ErrorObject[] | null | undefined, prefix: string): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  for (const error of errors ?? []) {
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    const field = fieldOf(error, prefix);
    byField[field] ??= [messageOf(error, field)];
  }
  return Object.keys(byField).length > 0 ? byField : { [prefix || 'body']: ['The value is invalid.'] };
}

/** The status the operation declares for a kind of client error, by preference. */
const statusFor = (operation: OperationSpec, preferred: readonly number[]): number =>
  preferred.find((status) => operation.clientErrors.includes(status)) ?? preferred[0] ?? 400;

/** Boolean query values are 1/0 as well as true/false (000 §3 filter format). */
const QUERY_BOOLEANS: Readonly<Record<string, boolean>> = { '1': true, '0': false, true: true, false: false };

function schemaOf(schema: unknown): Record<string, unknown> {
  const ref = (schema as { $ref?: string } | null)?.$ref;
  if (!ref) return (schema ?? {}) as Record<string, unknown>;
  const [document, pointer] = ref.split('#/components/schemas/');
  const components = document === 'sandbox:content' ? spec.components.content : spec.components.main;
  return schemaOf(components[pointer ?? '']);
}

function queryValue(raw: string, schema: unknown): unknown {
  const resolved = schemaOf(schema);
  const type = Array.isArray(resolved['type']) ? (resolved['type'] as string[]).find((t) => t !== 'null') : resolved['type'];
  if (type === 'boolean') return raw in QUERY_BOOLEANS ? QUERY_BOOLEANS[raw] : raw;
  if ((type === 'integer' || type === 'number') && raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
  return raw;
}

function checkQueryParameter(operation: OperationSpec, parameter: ParameterSpec, query: URLSearchParams): void {
  const status = statusFor(operation, [400, 422]);
  if (parameter.style === 'deepObject') {
    const properties = (schemaOf(parameter.schema)['properties'] ?? {}) as Record<string, unknown>;
    const value: Record<string, unknown> = {};
    for (const [name, raw] of query) {
      const key = new RegExp(`^${parameter.name}\\[([^\\]]+)\\]$`).exec(name)?.[1];
      if (key !== undefined) value[key] = queryValue(raw, properties[key]);
    }
    const validate = validatorFor(parameter.schema);
    if (validate(value)) return;
    const unknownKey = validate.errors?.find((e) => e.keyword === 'additionalProperties');
    if (unknownKey) {
      const key = String(unknownKey.params['additionalProperty']);
      throw new ApiError(400, 'unknown_filter_key', `Unknown filter key "${key}".`, { [`${parameter.name}.${key}`]: ['Unknown filter key.'] });
    }
    throw new ApiError(status, 'invalid_filter_format', `Malformed ${parameter.name} value.`, errorsByField(validate.errors, parameter.name));
  }
  const raw = query.get(parameter.name);
  if (raw === null) {
    if (parameter.required) throw new ApiError(status, 'validation_failed', `The ${parameter.name} parameter is required.`, { [parameter.name]: [`The ${parameter.name} field is required.`] });
    return;
  }
  const validate = validatorFor(parameter.schema);
  if (!validate(queryValue(raw, parameter.schema))) {
    const slug = parameter.name.startsWith('filter[') ? 'invalid_filter_format' : 'validation_failed';
    throw new ApiError(status, slug, `Malformed ${parameter.name} value.`, errorsByField(validate.errors, parameter.name));
  }
}

function checkPathParameter(parameter: ParameterSpec, raw: string | undefined): void {
  const validate = validatorFor(parameter.schema);
  if (raw === undefined || !validate(queryValue(raw, parameter.schema))) throw new ApiError(404, 'not_found', `No such ${parameter.name} "${raw ?? ''}".`);
}

export interface CheckedBody {
  /** The JSON body, or the multipart fields (with files as their names). */
  body: unknown;
  multipart: MultipartBody | null;
}

/**
 * A JSON body larger than this is refused before it is parsed: the longest text the contract
 * allows is 5,000 characters, so 1 MB leaves room for every list while a 20 MB message is not read.
 * Uploads (multipart) have their own limits (http/uploads.ts).
 */
export const MAX_JSON_BODY_BYTES = 1_000_000;

const tooLarge = () => new ApiError(413, 'payload_too_large', `The request body may not be larger than ${MAX_JSON_BODY_BYTES / 1_000_000} MB.`);

async function checkBody(operation: OperationSpec, request: Request): Promise<CheckedBody> {
  const declared = operation.requestBody;
  if (!declared) return { body: undefined, multipart: null };
  const status = statusFor(operation, [422, 400]);
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const isMultipart = type.startsWith('multipart/');
  if (!isMultipart && Number(request.headers.get('content-length') ?? 0) > MAX_JSON_BODY_BYTES) throw tooLarge();
  const text = isMultipart ? null : await request.clone().text();
  // UTF-8 takes at least a byte per character: count the bytes only when it could matter.
  if (text !== null && (text.length > MAX_JSON_BODY_BYTES || (text.length > MAX_JSON_BODY_BYTES / 4 && new TextEncoder().encode(text).length > MAX_JSON_BODY_BYTES))) throw tooLarge();
  if (text !== null && text.trim() === '') {
    if (!declared.required) return { body: undefined, multipart: null };
    throw new ApiError(status, 'validation_failed', 'The request needs a body.', { body: ['The request body is required.'] });
  }
  if (type === 'multipart/form-data' && declared.content['multipart/form-data']) {
    const multipart = await readMultipart(request);
    const validate = coercingValidator(declared.content['multipart/form-data']);
    if (!validate(multipart.fields)) throw new ApiError(status, 'validation_failed', 'The given data was invalid.', errorsByField(validate.errors, ''));
    return { body: multipart.fields, multipart };
  }
  const schema = declared.content['application/json'];
  if (!schema) {
    throw new ApiError(status, 'validation_failed', 'This endpoint takes multipart/form-data.', { file: ['The file field is required.'] });
  }
  let body: unknown;
  try {
    body = JSON.parse(text ?? '');
  } catch {
    // A body that is not JSON at all is a bad request (400), not a refused value (422).
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.', { body: ['The request body must be JSON.'] });
  }
  const validate = validatorFor(schema);
  if (!validate(body)) throw new ApiError(status, 'validation_failed', 'The given data was invalid.', errorsByField(validate.errors, ''));
  return { body, multipart: null };
}

/** Refuses a malformed request (throws ApiError); otherwise returns the checked body. */
export async function checkRequest(operation: OperationSpec, request: Request, params: Readonly<Record<string, string | readonly string[] | undefined>>): Promise<CheckedBody> {
  for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
    const value = params[parameter.name];
    checkPathParameter(parameter, typeof value === 'string' ? decodeURIComponent(value) : undefined);
  }
  const query = new URL(request.url).searchParams;
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) checkQueryParameter(operation, parameter, query);
  return checkBody(operation, request);
}
