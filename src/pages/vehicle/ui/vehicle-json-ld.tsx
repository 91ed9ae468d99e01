import type { VehicleDetail } from '@/entities/vehicle';
import { jsonLdText, vehicleJsonLd } from '../model/structured-data';

/** The page's schema.org data (issue #5: structured data for the page). */
export function VehicleJsonLd({ vehicle, name, description }: { vehicle: VehicleDetail; name: string; description: string }) {
  const url = typeof window === 'undefined' ? '' : window.location.origin + window.location.pathname;
  return (
    <script
      type="application/ld+json"
      // JSON built here from typed data, with '<' escaped: nothing in it can end the script.
      dangerouslySetInnerHTML={{ __html: jsonLdText(vehicleJsonLd(vehicle, { name, url, description })) }}
    />
  );
}
