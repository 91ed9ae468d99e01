import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '@/pages/error';
import { handleChunkLoadError } from '@/shared/lib/chunk-reload';

/** A status the error carries (a thrown Response or `data()`), else 500. */
export function statusOfRouteError(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  return 500;
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  // A page chunk gone after a deploy reloads the page, at most once a minute (spec 002 §8).
  const reloading = handleChunkLoadError(error);
  const status = statusOfRouteError(error);
  useEffect(() => {
    if (status >= 500) console.error(error);
  }, [error, status]);
  if (reloading) return null;
  return <ErrorPage status={status} />;
}
