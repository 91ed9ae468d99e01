export { ApiError, BLACKLISTED_TOKEN_SLUG, EXPIRED_TOKEN_SLUG, LOGOUT_SLUGS, apiErrorFromResponse, isApiError } from './api-error';
export { DEFAULT_DEADLINES, RequestTimeoutError, type RequestDeadlines } from './request-deadline';
export { READ_RETRY_DELAY_MS, SessionReconnectingError, isTransientError, shouldRetryRead } from './transient-error';
export { api, connectSession, contentApi, sessionlessApi, setRequestLocale } from './clients';
export { createApiClient, type ApiClientOptions } from './create-api-client';
export { unwrap } from './unwrap';
export type { RequestContext, SessionBridge } from './session-bridge';
export type { components, operations, paths } from '@openapi/generated/schema';
