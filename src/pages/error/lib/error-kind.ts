export type ErrorKind = 'unauthorized' | 'forbidden' | 'not-found' | 'maintenance' | 'server' | 'client';

/** Spec 002 §2.12: own wording for 401, 403, 5xx and other 4xx; 503 is the maintenance page. */
export function errorKind(status: number): ErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 503) return 'maintenance';
  if (status >= 500) return 'server';
  if (status >= 400) return 'client';
  return 'server';
}

/** Error pages 400, 401, 403 and 500 carry an error code label. */
export const showsErrorCode = (status: number): boolean => [400, 401, 403, 500].includes(status);

/** The home call to action is left out on server errors. */
export const offersHomeLink = (status: number): boolean => status < 500;

/** Pages with images: 403, 500 and maintenance. */
export function errorImage(status: number): 'forbidden' | 'server' | 'maintenance' | undefined {
  if (status === 403) return 'forbidden';
  if (status === 503) return 'maintenance';
  if (status === 500) return 'server';
  return undefined;
}
