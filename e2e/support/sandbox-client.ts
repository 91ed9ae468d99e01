import type { APIRequestContext } from '@playwright/test';
import type { BookingWish, ClaimedVehicle, MadeBooking, VehicleWish } from '../../openapi/sandbox/logic/scenarios';

/** The sandbox-only endpoints a test makes its data with (openapi/sandbox/README.md, "Sandbox-only endpoints"). */

// The sandbox's own types: what a test may wish for and what it gets back.
export type { BookingScenario, BookingWish, ClaimedVehicle, MadeBooking, VehicleWish } from '../../openapi/sandbox/logic/scenarios';

export interface SandboxSettings {
  now: string;
  anchorDay: string;
  accessTokenTtlSeconds: number;
  pinnedNow: string | null;
}

const DAY_MS = 86_400_000;
export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export class SandboxClient {
  constructor(private readonly request: APIRequestContext) {}

  private async post<T>(path: string, body: unknown): Promise<T> {
    const response = await this.request.post(`/api/__sandbox/${path}`, { data: body });
    if (!response.ok()) throw new Error(`POST /api/__sandbox/${path} ${JSON.stringify(body)}: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  }

  /** A vehicle no other test has been handed, with its first free range. */
  claimVehicle(wish: VehicleWish = {}): Promise<ClaimedVehicle> {
    return this.post('vehicles/claim', wish);
  }

  /** A booking in a scenario of the lifecycle ("a confirmed booking starting today": `{ scenario: 'confirmed', startsIn: 0 }`). */
  booking(wish: BookingWish): Promise<MadeBooking> {
    return this.post('bookings', wish);
  }

  /**
   * A fresh account of the test's own (demo password), without a name unless given one; an owner with
   * `registeredVehicle` also gets a motorhome newly in their country's register (its `licensePlate`).
   */
  user(wish: { role?: 'renter' | 'owner'; country?: string; firstName?: string; lastName?: string; registeredVehicle?: boolean } = {}): Promise<{ id: number; email: string; licensePlate?: string }> {
    return this.post('users', wish);
  }

  /** That user's manual ID verification in a status, with the photos it needs (replacing theirs). */
  idVerification(wish: { email: string; status: 'draft' | 'pending_verification' | 'pending_proof_of_residency' | 'approved' | 'denied'; documentType?: 'passport' | 'id_card' }): Promise<{ id: number; userId: number; status: string }> {
    return this.post('id-verifications', wish);
  }

  /** The reviewers decide that user's submitted verification: approve, deny, or ask for a proof of residency. */
  decideIdVerification(userId: number, decision: { approved: boolean } | { proofOfResidency: true }): Promise<{ id: number; status: string }> {
    return this.post(`id-verifications/${userId}/decision`, { ...decision, byUser: true });
  }

  /** The reviewers decide an additional driver whose licence photos are both in, by what they read from the licence (#15). */
  decideAdditionalDriver(driverId: number, licence: { age: number; licenceYears: number }): Promise<{ id: number; status: string; refusals: string[] }> {
    return this.post(`additional-drivers/${driverId}/decision`, licence);
  }

  /** Moves one booking's time on (its dates move back), nobody else's: safe beside the other tests, unlike `setNow`. */
  moveBookingClock(bookingId: number, move: { days?: number; hours?: number }): Promise<{ bookingId: number; fromDate: string; toDate: string; ecommerceStatus: string }> {
    return this.post(`bookings/${bookingId}/clock`, move);
  }

  async settings(): Promise<SandboxSettings> {
    const response = await this.request.get('/api/__sandbox/settings');
    return (await response.json()) as SandboxSettings;
  }

  /** Pins the sandbox clock (null: the real clock again). Only in the `sandbox-clock` project: every other test shares this clock. */
  async setNow(now: string | null): Promise<SandboxSettings> {
    const response = await this.request.post('/api/__sandbox/settings', { data: { now } });
    if (!response.ok()) throw new Error(`Setting the sandbox clock failed: ${response.status()}`);
    return (await response.json()) as SandboxSettings;
  }

  /** The lifetime of access tokens issued from now on (seconds; 3,600 by default). */
  async setAccessTokenTtl(seconds: number): Promise<void> {
    const response = await this.request.post('/api/__sandbox/settings', { data: { accessTokenTtlSeconds: seconds } });
    if (!response.ok()) throw new Error(`Setting the token lifetime failed: ${response.status()}`);
  }

  /** The day the sandbox's data counts from, moved by `offset` days: seeded trips and requests are relative to it. */
  async day(offset = 0): Promise<string> {
    return addDays((await this.settings()).anchorDay, offset);
  }
}
