import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '@/pages/error';
import { handleChunkLoadError } from '@/shared/lib/chunk-reload';
import { reportError } from '@/shared/lib/observability';

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
    // What a page threw goes to the error service; an answer the app meant (404, the 503 of
    // maintenance) and a chunk gone after a deploy are not errors of the code.
    if (!reloading && !isRouteErrorResponse(error)) reportError('A page failed to render', error);
  }, [error, reloading]);
  if (reloading) return null;
  return <ErrorPage status={status} />;
}
