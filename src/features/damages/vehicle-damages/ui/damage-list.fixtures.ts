import type { AssetDamage } from '@/entities/vehicle';
import { FIXTURE_NOW, hoursFromFixtureNow, sandboxImage } from '@/shared/test';

export const VEHICLE_ID = 31;

const sizes = (id: number) => sandboxImage(VEHICLE_ID, id).sizes;

/** An open damage whose pending amount is due in 3 days, one with a fixed amount, and a resolved one. */
export function damagesOfVehicle(): AssetDamage[] {
  return [
    {
      id: 7,
      assetId: VEHICLE_ID,
      bookingId: 901,
      location: 'Rear bumper, left',
      description: 'A dent of about 10 cm',
      courseOfEvents: 'Reversed into a post at the camp site',
      compensationMode: 'pending_amount',
      compensationAmount: null,
      compensationDueAt: hoursFromFixtureNow(60),
      documentation: [],
      images: [
        { id: 1, type: 'overview', sizes: sizes(71) },
        { id: 2, type: 'closeup', sizes: sizes(72) },
      ],
      isResolved: false,
      resolvedAt: null,
      createdAt: hoursFromFixtureNow(-24 * 4),
    },
    {
      id: 6,
      assetId: VEHICLE_ID,
      bookingId: null,
      location: 'Awning',
      description: 'Torn fabric',
      courseOfEvents: 'Wind',
      compensationMode: 'fixed_amount',
      compensationAmount: 25_000,
      compensationDueAt: null,
      documentation: [{ id: 1, url: '/api/__sandbox/files/document/damage-6-1', fileName: 'quote.pdf', mimeType: 'application/pdf', size: 2048, createdAt: hoursFromFixtureNow(-48) }],
      images: [],
      isResolved: false,
      resolvedAt: null,
      createdAt: hoursFromFixtureNow(-48),
    },
    {
      id: 3,
      assetId: VEHICLE_ID,
      bookingId: null,
      location: 'Windscreen',
      description: 'Stone chip',
      courseOfEvents: null,
      compensationMode: 'insurance_claim',
      compensationAmount: null,
      compensationDueAt: null,
      documentation: [],
      images: [],
      isResolved: true,
      resolvedAt: hoursFromFixtureNow(-24 * 30),
      createdAt: hoursFromFixtureNow(-24 * 40),
    },
  ];
}

/** The pending amount's deadline has passed. */
export function overdueDamages(): AssetDamage[] {
  const [pending] = damagesOfVehicle();
  return pending ? [{ ...pending, compensationDueAt: hoursFromFixtureNow(-1) }] : [];
}

export { FIXTURE_NOW };
