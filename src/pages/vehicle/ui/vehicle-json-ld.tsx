import { useLingui } from '@lingui/react/macro';
import { preload } from 'react-dom';
import { useLocation } from 'react-router';
import { PAGE_IMAGE_SIZES, pageImageSources, subTypeLabel, type VehicleDetail } from '@/entities/vehicle';
import { siteOrigin } from '@/shared/config';
import { useLocale, useSite } from '@/shared/i18n';
import { href } from '@/shared/routing';
import { JsonLd, breadcrumbJsonLd } from '@/shared/ui/json-ld';
import { SocialMeta } from '@/shared/ui/social-meta';
import { SEARCH_ROUTE_OF_TYPE, vehicleJsonLd } from '../model/structured-data';

/**
 * The page's schema.org data (issue #5) and its breadcrumb, home › the type's search page › the
 * vehicle (issue #27), in the server's HTML for search engines. Addresses from the route, not the
 * window: the server writes the same ones.
 */
export function VehicleJsonLd({ vehicle, name, description }: { vehicle: VehicleDetail; name: string; description: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const origin = siteOrigin(useSite());
  const url = origin + useLocation().pathname;
  const searchRoute = SEARCH_ROUTE_OF_TYPE[vehicle.subType as keyof typeof SEARCH_ROUTE_OF_TYPE] ?? 'all';
  const breadcrumb = breadcrumbJsonLd([
    { name: 'Campershare', url: origin + href('index', {}, locale) },
    { name: subTypeLabel(i18n, vehicle.subType), url: origin + href(searchRoute, {}, locale) },
    { name, url },
  ]);
  return (
    <>
      <JsonLd data={vehicleJsonLd(vehicle, { name, url, description })} />
      <JsonLd data={breadcrumb} />
    </>
  );
}

/**
 * What a link to the page shows when it is shared: the vehicle's first photo, its name and place,
 * and the nightly price the structured data offers. And that photo's preload.
 */
export function VehicleSocialMeta({ vehicle, title, description }: { vehicle: VehicleDetail; title: string; description: string }) {
  const url = siteOrigin(useSite()) + useLocation().pathname;
  const offers = vehicleJsonLd(vehicle, { name: title, url, description }).offers as { price: string; priceCurrency: string } | undefined;
  // The first photo is the page's largest paint: on the server this puts its preload in the head
  // (the route loader asks for it in the browser, where the loader runs before the page renders).
  const first = vehicle.images[0];
  if (first) {
    const sources = pageImageSources(first);
    preload(sources.src, { as: 'image', imageSrcSet: sources.webpSrcSet, imageSizes: PAGE_IMAGE_SIZES, fetchPriority: 'high' });
  }
  return (
    <SocialMeta type="product" title={title} description={description} image={first?.sizes.large.url}>
      {offers && <meta property="product:price:amount" content={offers.price} />}
      {offers && <meta property="product:price:currency" content={offers.priceCurrency} />}
    </SocialMeta>
  );
}
