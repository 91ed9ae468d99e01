import type { LoaderFunctionArgs } from 'react-router';
import { api, isApiError, unwrap, type components } from '@/shared/api';

type UserStats = components['schemas']['UserStats'];

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' });

/**
 * The owner profile's route loader, here rather than in the user entity: the registry is part of
 * the start-up chunk, and importing the entity's index from it pulled the whole entity (valibot
 * with it) into every page's first load, about 8 KB gzip. The owner's public figures are asked
 * for as the navigation starts, with the page's code. An unknown user is the 404 page; other failures are left to the
 * page, which shows them with a retry.
 */
export async function ownerProfileLoader({ params, request }: LoaderFunctionArgs): Promise<UserStats | null> {
  const id = Number(params['id']);
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  try {
    return (await unwrap(api.GET('/users/{id}/stats', { params: { path: { id } }, signal: request.signal }))).data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    return null;
  }
}
