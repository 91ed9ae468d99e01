import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { BUNDLES, type ContractName, type Operation } from './contract-documents';

/**
 * Checks answers against the contracts' response schemas with ajv. Each bundle's
 * components are registered under an id and the operations' `#/components/...` refs
 * are pointed at it.
 */
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
for (const contract of ['main', 'content'] as const) ajv.addSchema({ $id: `contract:${contract}`, components: BUNDLES[contract].components });

function pointAt(schema: unknown, contract: ContractName): unknown {
  if (Array.isArray(schema)) return schema.map((item) => pointAt(item, contract));
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `contract:${contract}${value}` : pointAt(value, contract)]),
  );
}

const compiled = new Map<string, ValidateFunction>();

/** The declared response of a status: the exact code, else its `4XX`/`5XX` range, else `default`. */
export function declaredResponse(operation: Operation, status: number): Operation['definition']['responses'][string] | undefined {
  const responses = operation.definition.responses;
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses['default'];
}

export const declaresStatus = (operation: Operation, status: number): boolean => declaredResponse(operation, status) !== undefined;

/** Problems of an answer (empty when it matches the contract). */
export async function responseProblems(operation: Operation, response: Response): Promise<string[]> {
  const declared = declaredResponse(operation, response.status);
  if (!declared) return [`status ${response.status} is not declared`];
  const content = declared.content;
  if (!content) return (await response.arrayBuffer()).byteLength === 0 ? [] : ['a body was sent where the contract declares none'];
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  const media = content[type];
  if (!media) return [`content type "${type}" is not declared (${Object.keys(content).join(', ')})`];
  if (type === 'application/pdf') {
    const head = new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5));
    return head === '%PDF-' ? [] : ['the body is not a PDF'];
  }
  const key = `${operation.contract} ${operation.method} ${operation.path} ${response.status} ${type}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(pointAt(media.schema ?? {}, operation.contract) as object);
    compiled.set(key, validate);
  }
  const body: unknown = await response.json();
  if (validate(body)) return [];
  return (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}

/** An error answer must be a 4xx with the contract's Error body. */
export function errorBodyProblems(contract: ContractName, body: unknown): string[] {
  const validate = ajv.getSchema(`contract:${contract}#/components/schemas/Error`);
  if (!validate) return ['no Error schema'];
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}
