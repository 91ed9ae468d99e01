import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { api, isApiError, unwrap, type components } from '@/shared/api';

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' });

/**
 * Runs before the page renders so that a vehicle that does not exist shows the 404 page
 * (000 §8 "vehicle not found") through the route's error boundary. Other failures are
 * left to the page, which shows them with a retry.
 */
export async function vehicleLoader({ params, request }: LoaderFunctionArgs): Promise<components['schemas']['Asset'] | null> {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  try {
    return (await unwrap(api.GET('/assets/{id}', { params: { path: { id } }, signal: request.signal }))).data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    // The page shows the failure with a retry; the loader's answer only spares it a skeleton.
    return null;
  }
}

/** Only another vehicle needs the loader again: a popup or dates in the query do not. */
export const vehicleShouldRevalidate = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs): boolean => currentParams.id !== nextParams.id;
