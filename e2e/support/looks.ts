import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Helpers of the looks-* journeys (issue #23 points 5, 6, 9, 11). */

export interface ListedVehicle {
  id: number;
  ownerId: number;
  bookingMethod: 'instant' | 'binding';
  leadTime?: number;
  minBookingLengthHigh?: number;
  minBookingLengthLow?: number;
  images: unknown[];
}

/** Active vehicles with photos from the sandbox's list; phone and desktop take different ones. */
export async function listedVehicles(request: APIRequestContext, size = 40): Promise<ListedVehicle[]> {
  const response = await request.get(`/api/assets?page[size]=${size}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ListedVehicle[] }).data.filter((v) => v.images.length > 0);
}

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const isHigh = (date: string) => ['06', '07', '08'].includes(date.slice(5, 7));

/** The first free range that meets the vehicle's minimum nights and check-in/out days. */
export async function freeRange(request: APIRequestContext, vehicle: ListedVehicle): Promise<{ fromDate: string; toDate: string }> {
  const { data } = (await (await request.get(`/api/assets/${vehicle.id}/unavailable-dates`)).json()) as {
    data: { unavailableDates: string[]; checkinUnavailableDates: string[]; checkoutUnavailableDates: string[]; firstAvailableDate: string | null };
  };
  const blocked = new Set(data.unavailableDates);
  let from = addDays(data.firstAvailableDate ?? new Date().toISOString().slice(0, 10), 14 + (vehicle.leadTime ?? 0));
  for (let tries = 0; tries < 200; tries += 1, from = addDays(from, 1)) {
    const nights = Math.max(3, (isHigh(from) ? vehicle.minBookingLengthHigh : vehicle.minBookingLengthLow) ?? 3);
    const to = addDays(from, nights);
    const free = Array.from({ length: nights }, (_, i) => addDays(from, i)).every((d) => !blocked.has(d));
    if (free && !data.checkinUnavailableDates.includes(from) && !data.checkoutUnavailableDates.includes(to)) return { fromDate: from, toDate: to };
  }
  throw new Error(`No free range for vehicle ${vehicle.id}`);
}

/** The element's box in the viewport (it must be rendered). */
export async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element has no box');
  return box;
}

export const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the element is within the viewport (at least partly). */
export async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return box.y < viewport.height && box.y + box.height > 0;
}
