import type { components, paths } from '@openapi/generated/schema';
import { ApiError, conflict, forbidden, invalidField, unprocessable } from '../http/api-error';
import { viewerOf } from '../http/auth';
import type { RouteContext, Routes } from '../http/route';
import { issueCode, redeemCode } from '../logic/one-time-codes';
import { isAcceptablePassword } from '../logic/password-policy';
import { openSession, refreshSession, revokeSession, tokenSettings } from '../logic/sessions';
import { newUserRow } from '../logic/new-user';
import { COUNTRIES, type SandboxCountry } from '../seed/words/places';
import type { UserRow } from '../store/rows';
import { authTokenView } from '../views/auth.view';
import { userView } from '../views/user.view';
import { idOf, isAdmin, userOf } from './access';

type S = components['schemas'];

/** Campaign codes the sign-up accepts (the spec names the check, not the codes). */
export const CAMPAIGN_CODES: readonly string[] = ['WELCOME2026', 'OWNER10'];
/** Failed logins per e-mail within the window before 429 `too_many_attempts`. */
const MAX_FAILED_LOGINS = 5;
const FAILED_LOGIN_WINDOW_MS = 15 * 60_000;

const userByEmail = (ctx: RouteContext, email: string): UserRow | undefined => {
  const wanted = email.trim().toLowerCase();
  return ctx.store.users.find((u) => u.email.toLowerCase() === wanted && !u.deletedAt);
};

function session(ctx: RouteContext, user: UserRow, impersonatedBy: number | null = null): S['AuthToken'] {
  const { tokens } = openSession(ctx.store, user.id, ctx.now, tokenSettings(ctx.runtime), impersonatedBy);
  return authTokenView(ctx, user, tokens, impersonatedBy);
}

const isSandboxCountry = (country: string): country is SandboxCountry => Object.hasOwn(COUNTRIES, country);

/** The sandbox's social provider: the code names the e-mail of the account it vouches for (`sbx-google-renter@sandbox.test`). */
const SOCIAL_CODE = /^sbx-(facebook|google)-(.+@.+)$/;

export function authHandlers(api: Routes<paths>) {
  const failedLogins = new Map<string, number[]>();

  return [
    api.post('/auth/login', async ({ request, response }, ctx) => {
      const { email, password } = await request.json();
      const key = email.trim().toLowerCase();
      const recent = (failedLogins.get(key) ?? []).filter((at) => ctx.now.getTime() - at < FAILED_LOGIN_WINDOW_MS);
      if (recent.length >= MAX_FAILED_LOGINS) throw new ApiError(429, 'too_many_attempts', 'Too many login attempts. Please try again later.');
      const user = userByEmail(ctx, email);
      if (!user || !user.hasPassword || user.password !== password) {
        failedLogins.set(key, [...recent, ctx.now.getTime()]);
        throw new ApiError(401, 'invalid_credentials', 'These credentials do not match our records.');
      }
      failedLogins.delete(key);
      return response(200).json({ data: session(ctx, user) });
    }),

    api.post('/auth/refresh', async ({ request, response }, ctx) => {
      const { refreshToken } = await request.json();
      const renewed = refreshSession(ctx.store, refreshToken, ctx.now, tokenSettings(ctx.runtime));
      const user = renewed ? ctx.store.users.get(renewed.session.userId) : undefined;
      if (!renewed || !user || user.deletedAt) throw new ApiError(401, 'jwt_refresh_failed', 'The refresh token is expired or revoked.');
      return response(200).json({ data: authTokenView(ctx, user, renewed.tokens, renewed.session.impersonatedBy) });
    }),

    api.post('/auth/logout', ({ response }, ctx) => {
      revokeSession(ctx.store, viewerOf(ctx.viewer).token);
      return response(204).empty();
    }),

    api.post('/auth/register', async ({ request, response }, ctx) => {
      const body = await request.json();
      const existing = userByEmail(ctx, body.email);
      if (existing?.role === 'owner' && body.role === 'renter') throw conflict('owner_email_cannot_be_renter', 'An owner’s e-mail cannot be used to sign up as a renter.');
      if (existing) throw conflict('email_already_registered', 'This e-mail address is already registered.');
      if (!isAcceptablePassword(body.password)) throw invalidField('password', 'The password needs at least 8 characters with an uppercase letter, a lowercase letter and a digit.');
      if (!isSandboxCountry(body.country)) throw unprocessable('country_of_residence_not_supported', 'Country of residence not supported.', { country: ['Country of residence not supported.'] });
      if (body.campaignCode && !CAMPAIGN_CODES.includes(body.campaignCode.trim().toUpperCase())) throw unprocessable('invalid_campaign_code', 'The campaign code is not valid.', { campaignCode: ['The campaign code is not valid.'] });
      const onboarding = body.onboardingId ? ctx.store.socialOnboardings.find((o) => o.onboardingId === body.onboardingId) : undefined;
      const user = ctx.store.users.insert(
        newUserRow(
          {
            role: body.role,
            email: body.email.trim(),
            password: body.password,
            firstName: body.firstName,
            lastName: body.lastName,
            country: body.country,
            phone: body.phone ?? null,
            locale: body.locale,
            currency: body.currency,
            isOrganization: body.isOrganization,
            organizationName: body.organizationName ?? null,
            organizationNumber: body.organizationNumber ?? null,
            connectedProviders: onboarding ? [onboarding.provider] : [],
          },
          ctx.now,
        ),
      );
      issueCode(ctx.store, user.id, 'email_verification', ctx.now);
      return response(201).json({ data: session(ctx, user) });
    }),

    api.post('/auth/create-password-reset', async ({ request, response }, ctx) => {
      const { email } = await request.json();
      const user = userByEmail(ctx, email);
      // 204 whether or not the address is registered, so the answer tells nobody who has an account.
      if (user) issueCode(ctx.store, user.id, 'password_reset', ctx.now);
      return response(204).empty();
    }),

    api.post('/auth/reset-password', async ({ request, response }, ctx) => {
      const { code, password } = await request.json();
      if (!isAcceptablePassword(password)) throw unprocessable('new_password_not_accepted', 'The new password is not accepted.', { password: ['At least 8 characters with an uppercase letter, a lowercase letter and a digit.'] });
      const used = redeemCode(ctx.store, 'password_reset', code, ctx.now);
      const user = used ? ctx.store.users.get(used.userId) : undefined;
      if (!used || !user) throw unprocessable('invalid_reset_code', 'The reset link is no longer valid. Request a new one.');
      Object.assign(user, { password, hasPassword: true });
      for (const s of ctx.store.sessions.by('userId', user.id)) s.revoked = true;
      return response(204).empty();
    }),

    api.get('/auth/{provider}/redirect', ({ params, query, response }) => {
      // The sandbox stands in for the provider: its authorize page sends the browser straight back with a code.
      const callback = new URL(query.get('redirectUrl') ?? '');
      callback.searchParams.set('code', `sbx-${params.provider}-${params.provider}.user@sandbox.test`);
      callback.searchParams.set('provider', params.provider);
      return response(200).json({ data: { url: callback.toString() } });
    }),

    api.post('/auth/{provider}/confirm-login', async ({ params, request, response }, ctx) => {
      const { code } = await request.json();
      const match = SOCIAL_CODE.exec(code);
      if (!match || match[1] !== params.provider) throw new ApiError(401, 'invalid_credentials', 'The provider did not confirm the login.');
      const email = match[2] ?? '';
      const provider = params.provider;
      if (ctx.viewer) {
        const user = ctx.viewer.user;
        const owner = userByEmail(ctx, email);
        if (user.connectedProviders.includes(provider) || (owner && owner.id !== user.id && owner.connectedProviders.includes(provider))) {
          throw conflict('social_account_already_connected', 'This social account is already connected.');
        }
        user.connectedProviders = [...user.connectedProviders, provider];
        return response(200).json({ data: session(ctx, user) });
      }
      const user = userByEmail(ctx, email);
      if (user) {
        if (!user.connectedProviders.includes(provider)) user.connectedProviders = [...user.connectedProviders, provider];
        return response(200).json({ data: session(ctx, user) });
      }
      const onboardingId = `onb_${ctx.store.socialOnboardings.size + 1}_${provider}`;
      const [localPart = 'traveller'] = email.split('@');
      const [firstName = 'Traveller', lastName = 'Sandbox'] = localPart.split('.').map((part) => part.charAt(0).toUpperCase() + part.slice(1));
      ctx.store.socialOnboardings.insert({ onboardingId, provider, email, firstName, lastName });
      return response(200).json({ data: { onboardingId, email, firstName, lastName } });
    }),

    api.post('/auth/check-email', async ({ request, response }, ctx) => {
      const { email } = await request.json();
      const user = userByEmail(ctx, email);
      return response(200).json({ data: { exists: Boolean(user), role: user?.role ?? null, hasPassword: user?.hasPassword ?? false } });
    }),

    api.post('/auth/login-as-user/{id}', ({ params, response }, ctx) => {
      const admin = viewerOf(ctx.viewer);
      if (!isAdmin(admin) || admin.impersonatedBy !== null) throw forbidden('Only administrators may log in as another user.');
      const user = userOf(ctx, idOf(params.id));
      if (user.role === 'admin') throw forbidden('Administrators cannot be impersonated.', 'impersonation_failed');
      return response(200).json({ data: session(ctx, user, admin.user.id) });
    }),

    api.post('/auth/stop-impersonating', ({ response }, ctx) => {
      const viewer = viewerOf(ctx.viewer);
      if (viewer.impersonatedBy === null) throw forbidden('This session is not an impersonation.', 'impersonation_failed');
      revokeSession(ctx.store, viewer.token);
      const admin = userOf(ctx, viewer.impersonatedBy);
      return response(200).json({ data: session(ctx, admin) });
    }),

    api.post('/verify/email', async ({ request, response }, ctx) => {
      const { code } = await request.json();
      const used = redeemCode(ctx.store, 'email_verification', code, ctx.now, ctx.viewer?.user.id);
      const user = used ? ctx.store.users.get(used.userId) : undefined;
      if (!used || !user) throw unprocessable('invalid_verification_code', 'Verification failed. Try again.');
      user.emailVerifiedAt = ctx.now.toISOString();
      return response(200).json({ data: userView(ctx, user) });
    }),
  ];
}
