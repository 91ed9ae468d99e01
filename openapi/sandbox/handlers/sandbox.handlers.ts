import { http, HttpResponse, type HttpHandler } from 'msw';
import { additionalDriverRefusals } from '@/entities/booking';
import { requiredIdImages } from '@/entities/user';
import { completeChallenge } from '../rules/test-cards';
import type { IdVerificationRow } from '../store/rows';
import { ApiError } from '../http/api-error';
import { IMAGE_SIZES, MEDIA_PREFIX, type ImageSize } from '../http/media-urls';
import type { SandboxRuntime } from '../http/runtime';
import { moveBookingClock } from '../logic/booking-clock';
import { newUserRow } from '../logic/new-user';
import { DEMO_PASSWORD } from '../demo-accounts';
import { COUNTRIES, type SandboxCountry } from '../seed/words/places';
import { payableOf, settlePayable } from '../logic/payment-settlement';
import { BOOKING_SCENARIOS, claimVehicle, makeBooking, type BookingScenario, type BookingWish, type VehicleWish } from '../logic/scenarios';
import { expireAccessToken } from '../logic/sessions';
import { camperSvg, initialsSvg, photoSvg } from '../media/camper-svg';
import { ACCOUNT_LINK_PATH, accountLinkPage, isSameOrigin } from '../media/account-link-page';
import { renderPdf } from '../media/pdf';
import { createRandom, hashString } from '../seed/prng';
import { registerVehicle } from '../seed/vehicle-register';

/** The sandbox-only endpoints (not in the contract): reset, settings, the mailbox, test helpers and the generated media. */
const BASE = `*${MEDIA_PREFIX}`;
const MAX_ACCESS_TOKEN_TTL = 1_209_600;

const errorResponse = (error: ApiError): Response => HttpResponse.json(error.toBody(), { status: error.status });
const svg = (body: string): Response => new HttpResponse(body, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' } });

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // Reported below as a malformed body.
  }
  throw new ApiError(400, 'validation_failed', 'The request body must be a JSON object.');
}

const SUB_TYPES = ['motorhome', 'campervan', 'caravan', 'other_camper'];

/** The fields of a vehicle wish, checked: a wrong one is a 422 naming it. */
function vehicleWishOf(body: Record<string, unknown>): VehicleWish {
  const errors: Record<string, string[]> = {};
  const wish: VehicleWish = {};
  const { bookingMethod, subType, ownerEmail, renterEmail, nights, startsIn, withExtras, swiss, cashDeposit, answeringOwner, unpublished } = body;
  if (bookingMethod !== undefined) {
    if (bookingMethod === 'instant' || bookingMethod === 'binding') wish.bookingMethod = bookingMethod;
    else errors['bookingMethod'] = ['instant or binding'];
  }
  if (subType !== undefined) {
    if (typeof subType === 'string' && SUB_TYPES.includes(subType)) wish.subType = subType as VehicleWish['subType'];
    else errors['subType'] = [SUB_TYPES.join(', ')];
  }
  for (const [field, value] of [['ownerEmail', ownerEmail], ['renterEmail', renterEmail]] as const) {
    if (value === undefined) continue;
    if (typeof value === 'string' && value.includes('@')) wish[field] = value;
    else errors[field] = ['An e-mail address.'];
  }
  if (nights !== undefined) {
    if (Number.isInteger(nights) && (nights as number) >= 1 && (nights as number) <= 90) wish.nights = nights as number;
    else errors['nights'] = ['An integer from 1 to 90.'];
  }
  if (startsIn !== undefined) {
    if (Number.isInteger(startsIn) && Math.abs(startsIn as number) <= 700) wish.startsIn = startsIn as number;
    else errors['startsIn'] = ['Days from today, an integer from -700 to 700.'];
  }
  for (const [field, value] of [['withExtras', withExtras], ['swiss', swiss], ['cashDeposit', cashDeposit], ['answeringOwner', answeringOwner], ['unpublished', unpublished]] as const) {
    if (value === undefined) continue;
    if (typeof value === 'boolean') wish[field] = value;
    else errors[field] = ['true or false'];
  }
  if (Object.keys(errors).length > 0) throw new ApiError(422, 'validation_failed', 'The given data was invalid.', errors);
  return wish;
}

function bookingWishOf(body: Record<string, unknown>): BookingWish {
  const { scenario, vehicleId, payLater, requestedHoursAgo, reviewed, pendingChange, overlappingRequests, datesBlocked } = body;
  const errors: Record<string, string[]> = {};
  if (typeof scenario !== 'string' || !(BOOKING_SCENARIOS as readonly string[]).includes(scenario)) errors['scenario'] = [BOOKING_SCENARIOS.join(', ')];
  if (vehicleId !== undefined && !Number.isInteger(vehicleId)) errors['vehicleId'] = ['A vehicle id.'];
  if (payLater !== undefined && typeof payLater !== 'boolean') errors['payLater'] = ['true or false'];
  if (reviewed !== undefined && typeof reviewed !== 'boolean') errors['reviewed'] = ['true or false'];
  if (pendingChange !== undefined && (typeof pendingChange !== 'boolean' || (pendingChange && scenario !== 'confirmed'))) errors['pendingChange'] = ['true or false; true only for a confirmed booking.'];
  if (overlappingRequests !== undefined && !(Number.isInteger(overlappingRequests) && (overlappingRequests as number) >= 1 && (overlappingRequests as number) <= 3 && scenario === 'requested')) errors['overlappingRequests'] = ['1 to 3; only for a requested booking.'];
  if (datesBlocked !== undefined && (typeof datesBlocked !== 'boolean' || (datesBlocked && scenario !== 'requested'))) errors['datesBlocked'] = ['true or false; true only for a requested booking.'];
  if (requestedHoursAgo !== undefined && !(typeof requestedHoursAgo === 'number' && requestedHoursAgo > 0 && requestedHoursAgo < 24 * 60)) errors['requestedHoursAgo'] = ['Hours, more than 0.'];
  if (Object.keys(errors).length > 0) throw new ApiError(422, 'validation_failed', 'The given data was invalid.', errors);
  return {
    ...vehicleWishOf(body),
    scenario: scenario as BookingScenario,
    ...(vehicleId === undefined ? {} : { vehicleId: vehicleId as number }),
    ...(payLater === undefined ? {} : { payLater: payLater as boolean }),
    ...(requestedHoursAgo === undefined ? {} : { requestedHoursAgo: requestedHoursAgo as number }),
    ...(reviewed === undefined ? {} : { reviewed: reviewed as boolean }),
    ...(pendingChange === undefined ? {} : { pendingChange: pendingChange as boolean }),
    ...(overlappingRequests === undefined ? {} : { overlappingRequests: overlappingRequests as number }),
    ...(datesBlocked === undefined ? {} : { datesBlocked: datesBlocked as boolean }),
  };
}

/** Renders the width of a size name (`card`…`xlarge`, or `full` at the original width). */
function widthOf(size: string, full: number): number {
  if (!(size in IMAGE_SIZES)) throw new ApiError(404, 'not_found', `No image size "${size}".`);
  return IMAGE_SIZES[size as ImageSize] ?? full;
}

/** The settings with the clock's "now" and the day the data is anchored at. */
const settingsOf = (runtime: SandboxRuntime) => ({ ...runtime.settings, now: runtime.now().toISOString(), anchorDay: runtime.store.site.anchorDay });

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The claims of the sandbox's signed eID request (`sbx.<base64 JSON>.<check>`), or null when it is not one. */
function eidClaimsOf(request: string): { sub: number; redirectUri: string } | null {
  const [prefix, encoded] = request.split('.');
  if (prefix !== 'sbx' || !encoded) return null;
  try {
    const claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)))) as { sub?: unknown; redirectUri?: unknown };
    return typeof claims.sub === 'number' && typeof claims.redirectUri === 'string' ? { sub: claims.sub, redirectUri: claims.redirectUri } : null;
  } catch {
    return null;
  }
}

const rotationOf = (request: Request): number => Number(new URL(request.url).searchParams.get('rotation') ?? 0) || 0;

export function sandboxHandlers(runtime: SandboxRuntime): HttpHandler[] {
  const guarded =
    (resolver: (request: Request, params: Record<string, string>) => Response | Promise<Response>) =>
    async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
      try {
        return await resolver(request, params as Record<string, string>);
      } catch (error) {
        if (error instanceof ApiError) return errorResponse(error);
        throw error;
      }
    };

  return [
    http.post(
      `${BASE}/reset`,
      guarded(async (request) => {
        const { seed, anchorDay } = await jsonBody(request);
        if (seed !== undefined && (!Number.isInteger(seed) || (seed as number) < 0)) throw new ApiError(422, 'validation_failed', 'The seed must be a non-negative integer.', { seed: ['A non-negative integer.'] });
        if (anchorDay !== undefined && (typeof anchorDay !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(anchorDay) || Number.isNaN(Date.parse(anchorDay))))
          throw new ApiError(422, 'validation_failed', 'The anchor day is a date (YYYY-MM-DD).', { anchorDay: ['A date (YYYY-MM-DD).'] });
        runtime.reset(seed as number | undefined, anchorDay as string | undefined);
        return HttpResponse.json({ seed: runtime.store.seed, anchorDay: runtime.store.site.anchorDay, resetAt: runtime.now().toISOString() });
      }),
    ),

    http.get(`${BASE}/settings`, () => HttpResponse.json(settingsOf(runtime))),
    http.post(
      `${BASE}/settings`,
      guarded(async (request) => {
        const { accessTokenTtlSeconds, now } = await jsonBody(request);
        const errors: Record<string, string[]> = {};
        const ttlValid = accessTokenTtlSeconds === undefined || (Number.isInteger(accessTokenTtlSeconds) && (accessTokenTtlSeconds as number) >= 1 && (accessTokenTtlSeconds as number) <= MAX_ACCESS_TOKEN_TTL);
        if (!ttlValid) errors['accessTokenTtlSeconds'] = [`An integer from 1 to ${MAX_ACCESS_TOKEN_TTL}.`];
        if (now !== undefined && now !== null && (typeof now !== 'string' || Number.isNaN(Date.parse(now)))) errors['now'] = ['An ISO 8601 timestamp, or null for the real clock.'];
        if (Object.keys(errors).length > 0) throw new ApiError(422, 'validation_failed', 'The given data was invalid.', errors);
        if (accessTokenTtlSeconds !== undefined) runtime.settings.accessTokenTtlSeconds = accessTokenTtlSeconds as number;
        if (now !== undefined) runtime.settings.pinnedNow = now === null ? null : new Date(now as string).toISOString();
        runtime.markChanged();
        return HttpResponse.json(settingsOf(runtime));
      }),
    ),

    // Lets one session's access token expire now: { "token": "…" }. Its refresh token still works.
    http.post(
      `${BASE}/sessions/expire`,
      guarded(async (request) => {
        const { token } = await jsonBody(request);
        if (typeof token !== 'string' || token === '') throw new ApiError(422, 'validation_failed', 'The token is required.', { token: ['An access token.'] });
        if (!expireAccessToken(runtime.store, token)) throw new ApiError(404, 'model_not_found', 'No session has this access token.');
        runtime.markChanged();
        return HttpResponse.json({ expired: true });
      }),
    ),

    // The codes the product would e-mail (password reset, e-mail verification), newest first.
    http.get(`${BASE}/outbox`, ({ request }) => {
      const email = new URL(request.url).searchParams.get('email')?.toLowerCase();
      const mails = runtime.store.oneTimeCodes
        .all()
        .reverse()
        .flatMap((code) => {
          const user = runtime.store.users.get(code.userId);
          return user && (!email || user.email.toLowerCase() === email) ? [{ to: user.email, purpose: code.purpose, code: code.code, expiresAt: code.expiresAt, usedAt: code.usedAt }] : [];
        });
      return HttpResponse.json({ data: mails });
    }),

    // A vehicle nobody else has been handed, with its first free range: { bookingMethod?, subType?, ownerEmail?, renterEmail?, nights?, startsIn?, withExtras?, swiss?, cashDeposit?, answeringOwner?, unpublished? }.
    http.post(
      `${BASE}/vehicles/claim`,
      guarded(async (request) => {
        const wish = vehicleWishOf(await jsonBody(request));
        const now = runtime.now();
        runtime.applyTimeRules(now);
        return HttpResponse.json({ data: claimVehicle(runtime.store, wish, now) }, { status: 201 });
      }),
    ),

    // A booking in a scenario of the lifecycle, at times relative to the clock: { scenario, renterEmail?, ownerEmail?, vehicleId?, startsIn?, nights?, payLater?, requestedHoursAgo?, reviewed?, pendingChange?, … }.
    http.post(
      `${BASE}/bookings`,
      guarded(async (request) => {
        const wish = bookingWishOf(await jsonBody(request));
        const now = runtime.now();
        runtime.applyTimeRules(now);
        const made = makeBooking(runtime.store, wish, now);
        runtime.markChanged();
        return HttpResponse.json({ data: made }, { status: 201 });
      }),
    ),

    // Moves one booking's time on, nobody else's: { days?, hours? } (0 … 400 days, 0 … 23 hours; at least one hour in all).
    http.post(
      `${BASE}/bookings/:id/clock`,
      guarded(async (request, params) => {
        const { days = 0, hours = 0 } = await jsonBody(request);
        const errors: Record<string, string[]> = {};
        if (!Number.isInteger(days) || (days as number) < 0 || (days as number) > 400) errors['days'] = ['Whole days, 0 to 400.'];
        if (!Number.isInteger(hours) || (hours as number) < 0 || (hours as number) > 23) errors['hours'] = ['Whole hours, 0 to 23.'];
        if (Object.keys(errors).length === 0 && days === 0 && hours === 0) errors['days'] = ['Move the clock by at least an hour.'];
        if (Object.keys(errors).length > 0) throw new ApiError(422, 'validation_failed', 'The clock moves by whole days and hours.', errors);
        const moved = moveBookingClock(runtime.store, Number(params['id']), { days: days as number, hours: hours as number });
        if (!moved) throw new ApiError(404, 'model_not_found', 'No such booking.');
        const now = runtime.now();
        runtime.applyTimeRules(now);
        runtime.markChanged();
        const booking = runtime.store.bookings.get(Number(params['id']));
        return HttpResponse.json({ data: { bookingId: Number(params['id']), ...moved, ecommerceStatus: booking?.ecommerceStatus } });
      }),
    ),

    // Finishes a 3-D Secure challenge of the sandbox gateway: { "outcome": "complete" | "fail" }.
    http.post(
      `${BASE}/payments/:id/challenge`,
      guarded(async (request, params) => {
        const payment = runtime.store.payments.get(Number(params['id']));
        if (!payment) throw new ApiError(404, 'model_not_found', 'No such payment.');
        if (payment.status !== 'requires_action') throw new ApiError(409, 'booking_action_not_allowed', 'The payment is not waiting for 3-D Secure.');
        const { outcome } = await jsonBody(request);
        if (outcome !== 'complete' && outcome !== 'fail') throw new ApiError(422, 'validation_failed', 'The outcome is complete or fail.', { outcome: ['complete or fail'] });
        const result = completeChallenge(outcome === 'complete', payment.amount);
        if (result.status === 'failed') Object.assign(payment, { status: 'failed', errorSlug: result.slug, clientSecret: null });
        else Object.assign(payment, { status: settlePayable(runtime.store, payableOf(runtime.store, payment.payableType, payment.payableId), runtime.now()), clientSecret: null });
        runtime.markChanged();
        return HttpResponse.json({ data: { ...payment } });
      }),
    ),

    // Decides a submitted manual ID verification, as the reviewers would: { "approved": boolean }, or
    // { "proofOfResidency": true } to ask for a proof of residency first (pending_proof_of_residency).
    // `userId` instead of the record's id decides that user's record.
    http.post(
      `${BASE}/id-verifications/:id/decision`,
      guarded(async (request, params) => {
        const id = Number(params['id']);
        const { approved, proofOfResidency, byUser } = await jsonBody(request);
        const record = byUser === true ? runtime.store.idVerifications.by('userId', id)[0] : runtime.store.idVerifications.get(id);
        if (!record) throw new ApiError(404, 'model_not_found', 'No such ID verification.');
        if (record.status !== 'pending_verification' && record.status !== 'pending_proof_of_residency') throw new ApiError(409, 'booking_action_not_allowed', 'The verification is not waiting for a decision.');
        const user = runtime.store.users.get(record.userId);
        record.updatedAt = runtime.now().toISOString();
        if (proofOfResidency === true) {
          record.status = 'pending_proof_of_residency';
        } else {
          if (typeof approved !== 'boolean') throw new ApiError(422, 'validation_failed', 'approved must be a boolean.', { approved: ['true or false'] });
          record.status = approved ? 'approved' : 'denied';
          if (user) Object.assign(user, { isIdVerified: approved || user.isIdVerified, autoIdVerificationStatus: approved ? 'approved' : 'denied' });
        }
        runtime.markChanged();
        return HttpResponse.json({ data: { id: record.id, status: record.status } });
      }),
    ),

    // The reviewers' decision on an additional driver whose licence photos are both in (issue #15): what
    // they read from the licence, { age, licenceYears }, judged by the rule of 001 §5 with the vehicle's
    // minimum age; approved, or denied with the refusals.
    http.post(
      `${BASE}/additional-drivers/:id/decision`,
      guarded(async (request, params) => {
        const driver = runtime.store.additionalDrivers.get(Number(params['id']));
        if (!driver) throw new ApiError(404, 'model_not_found', 'No such additional driver.');
        const { age, licenceYears } = await jsonBody(request);
        const errors: Record<string, string[]> = {};
        if (!Number.isInteger(age) || (age as number) < 0 || (age as number) > 120) errors['age'] = ['Whole years, 0 to 120.'];
        if (!Number.isInteger(licenceYears) || (licenceYears as number) < 0 || (licenceYears as number) > 100) errors['licenceYears'] = ['Whole years, 0 to 100.'];
        if (Object.keys(errors).length > 0) throw new ApiError(422, 'validation_failed', 'The given data was invalid.', errors);
        if (driver.status !== 'under_review') throw new ApiError(409, 'booking_action_not_allowed', 'The driver is not waiting for a decision (both licence photos first).');
        const booking = runtime.store.bookings.get(driver.bookingId);
        const asset = booking ? runtime.store.assets.get(booking.assetId) : undefined;
        const refusals = additionalDriverRefusals({ age: age as number, licenceYears: licenceYears as number }, asset?.minimumAge ?? 18);
        driver.status = refusals.length === 0 ? 'approved' : 'denied';
        runtime.markChanged();
        return HttpResponse.json({ data: { id: driver.id, status: driver.status, refusals } });
      }),
    ),

    // A fresh account in one call (a test's own user, which no other test changes): a renter (or an
    // owner) as a sign-up leaves it, with the demo password; without `firstName`/`lastName` it has no
    // name, as after a social sign-up whose provider gave none (the select-name modal, #17).
    http.post(
      `${BASE}/users`,
      guarded(async (request) => {
        const { role = 'renter', country = 'SE', firstName = '', lastName = '', registeredVehicle = false } = await jsonBody(request);
        const errors: Record<string, string[]> = {};
        if (registeredVehicle !== false && !(registeredVehicle === true && role === 'owner' && ['SE', 'NO', 'FI', 'DK'].includes(country as string))) {
          errors['registeredVehicle'] = ['Only for an owner in SE, NO, FI or DK (the countries of the automatic import).'];
        }
        if (role !== 'renter' && role !== 'owner') errors['role'] = ['renter or owner'];
        if (typeof country !== 'string' || !Object.hasOwn(COUNTRIES, country)) errors['country'] = [Object.keys(COUNTRIES).join(', ')];
        if (typeof firstName !== 'string' || firstName.length > 255) errors['firstName'] = ['A string.'];
        if (typeof lastName !== 'string' || lastName.length > 255) errors['lastName'] = ['A string.'];
        if (Object.keys(errors).length > 0) throw new ApiError(422, 'validation_failed', 'The given data was invalid.', errors);
        let n = runtime.store.users.size + 1;
        const taken = (address: string) => runtime.store.users.find((u) => u.email === address) !== undefined;
        while (taken(`sbx-${role as string}-${n}@sandbox.test`)) n += 1;
        const email = `sbx-${role as string}-${n}@sandbox.test`;
        const user = runtime.store.users.insert(
          newUserRow({ role: role as 'renter' | 'owner', email, password: DEMO_PASSWORD, firstName: firstName as string, lastName: lastName as string, country: country as SandboxCountry }, runtime.now()),
        );
        // The vehicle this owner is about to list, newly in the register: a plate no other test has saved.
        const registered = registeredVehicle === true ? registerVehicle(runtime.store, createRandom(hashString(`register:${email}`)), country as 'SE' | 'NO' | 'FI' | 'DK') : undefined;
        runtime.markChanged();
        return HttpResponse.json({ data: { id: user.id, email, ...(registered && { licensePlate: registered.licensePlate }) } }, { status: 201 });
      }),
    ),

    // A user's manual ID verification in any status, in one call (a test's data): the record with the
    // photos that status needs, and the user's flags as the reviewers would have left them.
    http.post(
      `${BASE}/id-verifications`,
      guarded(async (request) => {
        const { email, status, documentType } = await jsonBody(request);
        const statuses = ['draft', 'pending_verification', 'pending_proof_of_residency', 'approved', 'denied'];
        const errors: Record<string, string[]> = {};
        if (typeof email !== 'string') errors['email'] = ['An e-mail address.'];
        if (typeof status !== 'string' || !statuses.includes(status)) errors['status'] = [statuses.join(', ')];
        if (documentType !== undefined && documentType !== 'passport' && documentType !== 'id_card') errors['documentType'] = ['passport or id_card'];
        if (Object.keys(errors).length > 0) throw new ApiError(422, 'validation_failed', 'The given data was invalid.', errors);
        const user = runtime.store.users.find((u) => u.email.toLowerCase() === (email as string).toLowerCase());
        if (!user) throw new ApiError(404, 'model_not_found', `No user has the e-mail ${email as string}.`, { email: ['Unknown.'] });
        for (const old of runtime.store.idVerifications.by('userId', user.id)) runtime.store.idVerifications.delete(old.id);
        const at = runtime.now().toISOString();
        const type = (documentType ?? 'id_card') as 'passport' | 'id_card';
        const photos = status === 'draft' ? [] : requiredIdImages(type);
        const record = runtime.store.idVerifications.insert({
          userId: user.id,
          status: status as IdVerificationRow['status'],
          method: 'manual',
          documentType: type,
          documentCountry: user.country as IdVerificationRow['documentCountry'],
          attempts: status === 'draft' ? [] : [{ id: 1, status: 'review', method: 'manual', errorCode: null, createdAt: at }],
          images: photos.map((imageType, index) => ({ id: index + 1, type: imageType, rotation: 0 })),
          expiresAt: null,
          createdAt: at,
          updatedAt: at,
        });
        const auto = { draft: null, pending_verification: 'review', pending_proof_of_residency: 'pending', approved: 'approved', denied: 'denied' } as const;
        Object.assign(user, { isIdVerified: status === 'approved', autoIdVerificationStatus: auto[status as keyof typeof auto] });
        runtime.markChanged();
        return HttpResponse.json({ data: { id: record.id, userId: user.id, status: record.status } });
      }),
    ),

    // The provider page's style: a file of its own, as the app's Content-Security-Policy allows no inline style.
    http.get(
      `${BASE}/eid/page.css`,
      () =>
        new HttpResponse('body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:36rem;padding:0 1rem;line-height:1.5}ul{list-style:none;padding:0}li{margin:.5rem 0}a{display:inline-block;padding:.75rem 1rem;border:1px solid #1d4d3a;border-radius:.5rem;color:#1d4d3a}', {
          headers: { 'Content-Type': 'text/css; charset=utf-8' },
        }),
    ),

    // The national e-ID provider's login page, simulated: links back to the app's redirect URI with
    // a code that identifies the user, one of the failing test codes, or the provider's error.
    http.get(
      `${BASE}/eid/oauth2/authorize`,
      guarded((request) => {
        const query = new URL(request.url).searchParams;
        const claims = eidClaimsOf(query.get('request') ?? '');
        if (query.get('client_id') !== 'sandbox-client' || !claims) throw new ApiError(400, 'validation_failed', 'Unknown client or signed request.');
        const user = runtime.store.users.get(claims.sub);
        const back = (params: Record<string, string>) => {
          const url = new URL(claims.redirectUri);
          for (const [key, value] of Object.entries({ ...params, state: query.get('state') ?? '' })) url.searchParams.set(key, value);
          return escapeHtml(url.toString());
        };
        const name = escapeHtml(user ? `${user.firstName} ${user.lastName ?? ''}`.trim() : 'the test person');
        const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox e-ID</title><link rel="stylesheet" href="${MEDIA_PREFIX}/eid/page.css"></head>
<body><main><h1>Sandbox e-ID</h1><p>A stand-in for the national e-ID provider. Choose how the identification ends.</p>
<ul>
<li><a href="${back({ code: `sbx-eid-ok-${claims.sub}` })}">Identify as ${name}</a></li>
<li><a href="${back({ code: 'sbx-eid-mismatch' })}">Identify with another name</a></li>
<li><a href="${back({ code: 'sbx-eid-fail' })}">Identification fails</a></li>
<li><a href="${back({ error: 'access_denied', error_description: 'The user canceled.' })}">Cancel</a></li>
</ul></main></body></html>`;
        return new HttpResponse(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
      }),
    ),

    http.get(
      `${BASE}/images/:assetId/:imageId/:file`,
      guarded((request, params) => {
        const asset = runtime.store.assets.get(Number(params['assetId']));
        const image = runtime.store.assetImages.get(Number(params['imageId']));
        const size = (params['file'] ?? '').replace(/\.svg$/, '');
        if (!asset || !image || image.assetId !== asset.id) throw new ApiError(404, 'not_found', 'No such image.');
        const brand = asset.brandId === null ? undefined : runtime.store.brands.get(asset.brandId);
        const label = [brand?.key === 'other_brand' ? null : brand?.name, asset.model].filter(Boolean).join(' ');
        return svg(camperSvg({ assetId: asset.id, imageId: image.id, subType: asset.subType, viewType: image.viewType, label, width: widthOf(size, image.width), rotation: rotationOf(request) }));
      }),
    ),

    http.get(
      `${BASE}/photos/:kind/:id/:file`,
      guarded((request, params) => {
        const size = (params['file'] ?? '').replace(/\.svg$/, '');
        const label = { damage: 'Damage photo', checkin: 'Check-in photo', checkout: 'Check-out photo', driver: 'Driving licence', 'id-document': 'ID document', magazine: 'Magazine' }[params['kind'] ?? ''] ?? 'Photo';
        return svg(photoSvg(label, `${params['kind']}:${params['id']}`, widthOf(size, 1600), rotationOf(request)));
      }),
    ),

    http.get(
      `${BASE}/:kind/:userId/:version/:file`,
      guarded((request, params) => {
        if (params['kind'] !== 'avatars' && params['kind'] !== 'logotypes') throw new ApiError(404, 'not_found', 'No such media.');
        const user = runtime.store.users.get(Number(params['userId']));
        if (!user) throw new ApiError(404, 'not_found', 'No such user.');
        const name = params['kind'] === 'logotypes' ? (user.organizationName ?? user.firstName) : `${user.firstName} ${user.lastName ?? ''}`;
        const initials = name.split(/\s+/).filter(Boolean).slice(0, 2).map((part) => part.charAt(0).toUpperCase()).join('');
        const size = (params['file'] ?? '').replace(/\.svg$/, '') === 'full' ? 512 : 160;
        return svg(initialsSvg(initials, `${params['kind']}:${user.id}`, size, rotationOf(request)));
      }),
    ),

    http.get(
      `${BASE}${ACCOUNT_LINK_PATH}`,
      guarded((request) => {
        const url = new URL(request.url);
        const returnUrl = url.searchParams.get('return');
        const refreshUrl = url.searchParams.get('refresh');
        if (!isSameOrigin(returnUrl, url.origin) || !isSameOrigin(refreshUrl, url.origin)) throw new ApiError(400, 'validation_failed', 'The return and refresh URLs must lead back into this site.');
        return new HttpResponse(accountLinkPage(returnUrl, refreshUrl), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
      }),
    ),

    http.get(
      `${BASE}/files/:kind/:file`,
      guarded((_request, params) => {
        const id = (params['file'] ?? '').replace(/\.pdf$/, '');
        const title = { 'registration-document': 'Registration certificate', 'payout-report': 'Payout report', 'insurance-policy': 'Insurance policy', document: 'Document' }[params['kind'] ?? ''];
        if (!title) throw new ApiError(404, 'not_found', 'No such file.');
        return new HttpResponse(renderPdf(`${title} ${id}`, ['Generated by the sandbox API.', `Reference: ${params['kind']}/${id}`]), { headers: { 'Content-Type': 'application/pdf' } });
      }),
    ),
  ];
}
