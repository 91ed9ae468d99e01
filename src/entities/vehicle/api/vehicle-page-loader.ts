import { preload } from 'react-dom';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { api, isApiError, unwrap, type components } from '@/shared/api';
import { PAGE_IMAGE_SIZES, pageImageSources } from '../model/page-images';

type Asset = components['schemas']['Asset'];

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' });

/**
 * The vehicle page's route loader. It is part of the route, not of the page's lazy chunk, so the
 * vehicle is asked for as the navigation starts, alongside the page's code; when it arrives, its
 * first photo (the page's largest paint) starts loading before the page renders. A vehicle that
 * does not exist shows the 404 page (000 §8 "vehicle not found") through the route's error
 * boundary; other failures are left to the page, which shows them with a retry.
 */
export async function vehiclePageLoader({ params, request }: LoaderFunctionArgs): Promise<Asset | null> {
  const id = Number(params['id']);
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  try {
    const vehicle = (await unwrap(api.GET('/assets/{id}', { params: { path: { id } }, signal: request.signal }))).data;
    const photo = vehicle.images[0];
    if (photo) {
      const sources = pageImageSources(photo);
      preload(sources.src, { as: 'image', imageSrcSet: sources.webpSrcSet, imageSizes: PAGE_IMAGE_SIZES, fetchPriority: 'high' });
    }
    return vehicle;
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    // The loader's answer only spares the page a skeleton.
    return null;
  }
}

/** Only another vehicle needs the loader again: a popup or dates in the query do not. */
export const vehiclePageShouldRevalidate = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs): boolean => currentParams['id'] !== nextParams['id'];
