import { useLocation } from 'react-router';
import type { VehicleDetail } from '@/entities/vehicle';
import { siteOrigin } from '@/shared/config';
import { useSite } from '@/shared/i18n';
import { jsonLdText, vehicleJsonLd } from '../model/structured-data';

/** The page's schema.org data (issue #5: structured data for the page). */
export function VehicleJsonLd({ vehicle, name, description }: { vehicle: VehicleDetail; name: string; description: string }) {
  // From the route, not the window: the server writes the same address into its HTML.
  const url = siteOrigin(useSite()) + useLocation().pathname;
  return (
    <script
      type="application/ld+json"
      // JSON built here from typed data, with '<' escaped: nothing in it can end the script.
      dangerouslySetInnerHTML={{ __html: jsonLdText(vehicleJsonLd(vehicle, { name, url, description })) }}
    />
  );
}
