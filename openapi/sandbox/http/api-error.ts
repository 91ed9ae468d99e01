import type { components } from '@openapi/generated/schema';

type ErrorBody = components['schemas']['Error'];

/**
 * A refusal a handler throws: the route turns it into the contract's Error answer
 * (`{ status, slug, message, errors? }`). Handlers never build error responses themselves.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly slug: string,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return { status: this.status, slug: this.slug, message: this.message, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

export const notFound = (what = 'record', slug = 'model_not_found'): ApiError => new ApiError(404, slug, `No such ${what}.`);
export const forbidden = (message = 'This action is unauthorized.', slug = 'forbidden'): ApiError => new ApiError(403, slug, message);
export const conflict = (slug: string, message: string): ApiError => new ApiError(409, slug, message);
export const unprocessable = (slug: string, message: string, errors?: Record<string, string[]>): ApiError => new ApiError(422, slug, message, errors);

/** 422 `validation_failed` with messages per field. */
export const invalid = (errors: Record<string, string[]>): ApiError => new ApiError(422, 'validation_failed', 'The given data was invalid.', errors);

/** 422 `validation_failed` for one field. */
export const invalidField = (field: string, message: string): ApiError => invalid({ [field]: [message] });
