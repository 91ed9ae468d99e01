import type { components, paths } from '@openapi/generated/schema';
import { missingIdImages } from '@/entities/user';
import { ApiError, conflict, forbidden, invalid, notFound, unprocessable } from '../http/api-error';
import { viewerOf } from '../http/auth';
import type { RouteContext, Routes } from '../http/route';
import { MEDIA_PREFIX } from '../http/media-urls';
import { checkImage, uploadedFile } from '../http/uploads';
import { hashString } from '../seed/prng';
import type { IdVerificationRow, UserRow } from '../store/rows';
import { idOf, isAdmin } from './access';

type S = components['schemas'];

/** 002 §9: eID is available in SE, NO, FI and DK. */
const EID_COUNTRIES: readonly string[] = ['SE', 'NO', 'FI', 'DK'];

/**
 * Test identities of the sandbox's background checks, by the social security number's
 * last four digits (see README): 0000 is rejected, 1111 blocked, 9999 a technical
 * failure; any other number passes.
 */
export const CHECK_OUTCOMES: Readonly<Record<string, 'rejected' | 'blocked' | 'failed'>> = { '0000': 'rejected', '1111': 'blocked', '9999': 'failed' };
/** eID codes of the sandbox provider: these two fail, any other code identifies the user. */
export const EID_FAILURES: Readonly<Record<string, 'eid_name_mismatch' | 'id_verification_failed'>> = {
  'sbx-eid-mismatch': 'eid_name_mismatch',
  'sbx-eid-fail': 'id_verification_failed',
};

const SOCIAL_SECURITY_NUMBER = /^(\d{6}|\d{8})[-+A]?\d{4}$/;

function outcomeOf(socialSecurityNumber: string | undefined): 'approved' | 'rejected' | 'blocked' | 'failed' {
  if (!socialSecurityNumber || !SOCIAL_SECURITY_NUMBER.test(socialSecurityNumber.replace(/\s/g, ''))) {
    throw unprocessable('social_security_number_not_shared', 'The social security number must be shared for the check.', { socialSecurityNumber: ['A valid social security number is required.'] });
  }
  return CHECK_OUTCOMES[socialSecurityNumber.slice(-4)] ?? 'approved';
}

const verificationView = (row: IdVerificationRow, ctx: RouteContext): S['IdVerification'] => ({
  ...row,
  attempts: row.attempts.map((a) => ({ ...a })),
  images: row.images.map((image) => ({ type: image.type, sizes: ctx.urls.photo('id-document', `${row.id}-${image.id}`, image.rotation) })),
});

function approve(user: UserRow, row: IdVerificationRow, now: Date): void {
  const at = now.toISOString();
  Object.assign(row, { status: 'approved', method: 'eid', updatedAt: at, attempts: [...row.attempts, { id: row.attempts.length + 1, status: 'review', method: 'eid', errorCode: null, createdAt: at }] });
  Object.assign(user, { isIdVerified: true, autoIdVerificationStatus: 'approved' });
}

export function verificationHandlers(api: Routes<paths>) {
  const me = (ctx: RouteContext) => viewerOf(ctx.viewer).user;
  const recordOf = (ctx: RouteContext, userId: number) => ctx.store.idVerifications.by('userId', userId)[0];
  const ownRecord = (ctx: RouteContext, id: number): IdVerificationRow => {
    const row = ctx.store.idVerifications.get(id);
    if (!row) throw notFound('ID verification');
    if (row.userId !== me(ctx).id && !isAdmin(ctx.viewer)) throw forbidden('This ID verification is another user’s.');
    return row;
  };
  const imageChange = (ctx: RouteContext, id: number, type: S['IdVerificationImageType'], change: (row: IdVerificationRow, image: IdVerificationRow['images'][number]) => void) => {
    const row = ownRecord(ctx, id);
    const image = row.images.find((i) => i.type === type);
    if (!image) throw notFound('document photo');
    change(row, image);
    row.updatedAt = ctx.now.toISOString();
    return verificationView(row, ctx);
  };
  const registerCheck = async (ctx: RouteContext, request: Request) => {
    const user = me(ctx);
    const body = (await request.json()) as S['RegisterCheckRequest'];
    // Without a number the user's stored identity is used: it passes.
    const passed = body.socialSecurityNumber ? outcomeOf(body.socialSecurityNumber) === 'approved' : true;
    user.registerCheckPassed = passed;
    return { passed, checkedAt: ctx.now.toISOString() };
  };

  return [
    api.get('/me/id-verifications', ({ response }, ctx) => {
      const row = recordOf(ctx, me(ctx).id);
      if (!row) throw notFound('ID verification');
      return response(200).json({ data: verificationView(row, ctx) });
    }),

    api.post('/me/id-verifications', async ({ request, response }, ctx) => {
      const user = me(ctx);
      const body = await request.json();
      const existing = recordOf(ctx, user.id);
      if (existing && existing.status !== 'denied') throw conflict('booking_action_not_allowed', 'An ID verification already exists; update it instead.');
      if (existing) ctx.store.idVerifications.delete(existing.id);
      const at = ctx.now.toISOString();
      const row = ctx.store.idVerifications.insert({
        userId: user.id,
        status: 'draft',
        method: body.method ?? 'manual',
        documentType: body.documentType ?? null,
        documentCountry: body.documentCountry ?? user.country,
        attempts: [],
        images: [],
        expiresAt: null,
        createdAt: at,
        updatedAt: at,
      });
      return response(201).json({ data: verificationView(row, ctx) });
    }),

    api.put('/id-verifications/{id}', async ({ params, request, response }, ctx) => {
      const row = ownRecord(ctx, idOf(params.id));
      const body = await request.json();
      const { status, ...fields } = body;
      Object.assign(row, fields, { updatedAt: ctx.now.toISOString() });
      if (status === 'pending_verification' && row.status === 'pending_proof_of_residency') {
        // The reviewers asked for a proof of residency: it goes back to them once it is there.
        if (!row.images.some((i) => i.type === 'proof_of_residency')) throw invalid({ 'images.proof_of_residency': ['This document photo is required.'] });
        row.status = 'pending_verification';
      } else if (status === 'pending_verification' && row.status !== 'pending_verification') {
        const missing = missingIdImages({ ...row, status: 'draft' });
        if (missing.length > 0) throw invalid(Object.fromEntries(missing.map((type) => [`images.${type}`, ['This document photo is required.']])));
        row.status = 'pending_verification';
        row.attempts = [...row.attempts, { id: row.attempts.length + 1, status: 'review', method: row.method ?? 'manual', errorCode: null, createdAt: ctx.now.toISOString() }];
        const user = ctx.store.users.get(row.userId);
        if (user) user.autoIdVerificationStatus = 'review';
      }
      return response(200).json({ data: verificationView(row, ctx) });
    }),

    api.delete('/id-verifications/{id}', ({ params, response }, ctx) => {
      const row = ownRecord(ctx, idOf(params.id));
      if (row.status === 'approved') throw forbidden('An approved verification cannot be discarded.');
      ctx.store.idVerifications.delete(row.id);
      return response(204).empty();
    }),

    api.post('/id-verifications/{id}/images', ({ params, response }, ctx) => {
      const row = ownRecord(ctx, idOf(params.id));
      checkImage(uploadedFile(ctx.multipart));
      const type = ctx.multipart?.fields['type'] as S['IdVerificationImageType'];
      const nextId = row.images.reduce((max, i) => Math.max(max, i.id), 0) + 1;
      row.images = [...row.images.filter((i) => i.type !== type), { id: nextId, type, rotation: 0 }];
      row.updatedAt = ctx.now.toISOString();
      return response(200).json({ data: verificationView(row, ctx) });
    }),
    api.post('/id-verifications/{id}/rotate-image-left', async ({ params, request, response }, ctx) =>
      response(200).json({ data: imageChange(ctx, idOf(params.id), (await request.json()).type, (_row, image) => (image.rotation -= 1)) }),
    ),
    api.post('/id-verifications/{id}/rotate-image-right', async ({ params, request, response }, ctx) =>
      response(200).json({ data: imageChange(ctx, idOf(params.id), (await request.json()).type, (_row, image) => (image.rotation += 1)) }),
    ),
    api.post('/id-verifications/{id}/delete-image', async ({ params, request, response }, ctx) =>
      response(200).json({ data: imageChange(ctx, idOf(params.id), (await request.json()).type, (row, image) => (row.images = row.images.filter((i) => i !== image))) }),
    ),

    api.post('/verify/credit-report', async ({ request, response }, ctx) => {
      const user = me(ctx);
      if (user.role !== 'renter') throw forbidden('Credit checks are for renters.');
      const { socialSecurityNumber } = await request.json();
      const outcome = outcomeOf(socialSecurityNumber);
      if (outcome === 'failed') throw new ApiError(502, 'credit_report_failed', 'The credit check failed for technical reasons. Try again later.');
      Object.assign(user, { hasCreditReport: true, creditReportResult: outcome });
      if (outcome === 'rejected') throw forbidden('The credit check was rejected.', 'credit_report_rejected');
      if (outcome === 'blocked') throw forbidden('The credit report is blocked.', 'credit_report_blocked');
      return response(200).json({ data: { result: outcome, checkedAt: ctx.now.toISOString() } });
    }),

    api.post('/verify/bus-register-check', async ({ request, response }, ctx) => response(200).json({ data: await registerCheck(ctx, request) })),
    api.post('/verify/nusvar-register-check', async ({ request, response }, ctx) => response(200).json({ data: await registerCheck(ctx, request) })),

    api.post('/verify/eid-oauth', async ({ request, response }, ctx) => {
      const user = me(ctx);
      const body = await request.json();
      const code = body.tokenData ?? body.code;
      if (!code || (body.code && !body.redirectUri)) throw invalid({ code: ['Send tokenData, or code with redirectUri.'] });
      if (!EID_COUNTRIES.includes(user.country)) throw unprocessable('eid_not_available', 'eID is not available in your country.');
      const failure = EID_FAILURES[code];
      if (failure) throw unprocessable(failure, failure === 'eid_name_mismatch' ? 'The name of the eID does not match your profile.' : 'The ID verification failed.');
      const at = ctx.now.toISOString();
      const row =
        recordOf(ctx, user.id) ??
        ctx.store.idVerifications.insert({ userId: user.id, status: 'draft', method: 'eid', documentType: null, documentCountry: user.country, attempts: [], images: [], expiresAt: null, createdAt: at, updatedAt: at });
      approve(user, row, ctx.now);
      return response(200).json({ data: verificationView(row, ctx) });
    }),

    api.post('/verify/eid-signed-request', async ({ request, response }, ctx) => {
      const user = me(ctx);
      const origin = new URL(request.url).origin;
      const { redirectUri, acrValues } = await request.json();
      if (!EID_COUNTRIES.includes(user.country)) throw unprocessable('eid_not_available', 'eID is not available in your country.');
      // A real broker only returns to the addresses registered for the client: here, the app's own origin.
      if (new URL(redirectUri).origin !== origin) throw invalid({ redirectUri: ['The redirect URI must be on the app’s origin.'] });
      const json = JSON.stringify({ sub: user.id, redirectUri, acrValues: acrValues ?? null, iat: ctx.now.getTime() });
      const claims = btoa(String.fromCharCode(...new TextEncoder().encode(json))).replace(/=+$/, '');
      // The provider's page is simulated by the sandbox itself (`__sandbox/eid/oauth2/authorize`), so the round trip runs offline.
      return response(200).json({ data: { domain: `${origin}${MEDIA_PREFIX}/eid`, clientId: 'sandbox-client', request: `sbx.${claims}.${hashString(claims).toString(16)}`, jweEnabled: false } });
    }),
  ];
}
