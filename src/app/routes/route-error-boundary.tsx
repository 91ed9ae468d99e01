import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '@/pages/error';

/** A status the error carries (a thrown Response or `data()`), else 500. */
export function statusOfRouteError(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  return 500;
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  const status = statusOfRouteError(error);
  useEffect(() => {
    if (status >= 500) console.error(error);
  }, [error, status]);
  return <ErrorPage status={status} />;
}
