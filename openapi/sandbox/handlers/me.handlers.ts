import type { components, paths } from '@openapi/generated/schema';
import { isOpen } from '@/entities/booking';
import { conflict, forbidden, invalid, notFound, unprocessable } from '../http/api-error';
import { viewerOf } from '../http/auth';
import type { RouteContext, Routes } from '../http/route';
import { checkImage, uploadedFile } from '../http/uploads';
import { isAcceptablePassword } from '../logic/password-policy';
import { freshAccessToken, tokenSettings } from '../logic/sessions';
import { ageOn, isProfileComplete } from '../logic/user-profile';
import { todayOf } from '../rules/calendar';
import type { UserRow } from '../store/rows';
import { userView } from '../views/user.view';
import { actionableBookings, unreadConversationIds } from './status';

type S = components['schemas'];

/** 002 §5: letters (accented too), spaces, hyphen, apostrophe, ampersand, period and plus. */
const NAME = /^[\p{L}\p{M} '&.+-]+$/u;
/** 002 §5: an optional country prefix, then 2-3 digits and 2 digits. */
const POSTAL_CODE = /^([A-Z]{1,2}-?)?\d{2,3} ?\d{2}$/;
/** A mobile number in E.164 form; the sandbox does not check numbering plans. */
const MOBILE = /^\+[1-9]\d{7,14}$/;
/** 002 §5: free text may not hold an e-mail address, written out or spelt ("at gmail", "(at)"). */
const CONTACT_INFO = /[@＠]|\bat\s*[-_.]?\s*(gmail|hotmail|icloud|outlook|yahoo)\b|[([{<]\s*at\s*[)\]}>]/i;
/** The contract's limit of the renter's "about me" text. */
const ABOUT_ME_MAX_LENGTH = 500;

/**
 * What PUT /me may change, by name. The request schema already refuses any other property; the
 * handler still copies only these, so role, id, password and the verification flags can never be
 * written through it, whatever the validation lets pass.
 */
const EDITABLE_PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'country',
  'state',
  'street',
  'houseNumber',
  'zipCode',
  'city',
  'birthDate',
  'gender',
  'locale',
  'currency',
  'organizationName',
  'organizationNumber',
  'askedToOptInForOmocomInteriorInsuranceAddon',
] as const satisfies readonly (keyof S['UserUpdate'] & keyof UserRow)[];

function checkProfile(ctx: RouteContext, user: UserRow, change: S['UserUpdate']): void {
  const errors: Record<string, string[]> = {};
  for (const field of ['firstName', 'lastName', 'organizationName'] as const) {
    const value = change[field];
    if (value !== undefined && (value.trim() === '' || !NAME.test(value))) errors[field] = ['The name may only hold letters, spaces and - \' & . +'];
  }
  if (change.zipCode !== undefined && !POSTAL_CODE.test(change.zipCode.trim())) errors['zipCode'] = ['The postal code format is invalid.'];
  if (change.phone !== undefined && !MOBILE.test(change.phone.replace(/[\s-]/g, ''))) errors['phone'] = ['The phone is not mobile.'];
  if (change.birthDate !== undefined) {
    const today = todayOf(ctx.now);
    if (change.birthDate > today || change.birthDate < '1900-01-01' || ageOn(change.birthDate, today) < 18) errors['birthDate'] = ['You must be at least 18 years old.'];
  }
  if (typeof change.aboutMe === 'string') {
    if (change.aboutMe.length > ABOUT_ME_MAX_LENGTH) errors['aboutMe'] = [`At most ${ABOUT_ME_MAX_LENGTH} characters.`];
    else if (CONTACT_INFO.test(change.aboutMe)) errors['aboutMe'] = ['Contact information is not allowed.'];
  }
  if (change.email !== undefined && ctx.store.users.find((u) => u.id !== user.id && u.email.toLowerCase() === change.email?.toLowerCase())) {
    errors['email'] = ['This e-mail address is already registered.'];
  }
  if (Object.keys(errors).length > 0) {
    const slug = errors['phone'] && Object.keys(errors).length === 1 ? 'phone_not_mobile' : 'validation_failed';
    throw unprocessable(slug, 'The given data was invalid.', errors);
  }
}

/** Replaces or clears an avatar or logotype; a new image gets a new id, so its URLs change. */
function nextImage(current: UserRow['avatar']): NonNullable<UserRow['avatar']> {
  return { id: (current?.id ?? 0) + 1, rotation: 0 };
}

export function meHandlers(api: Routes<paths>) {
  const me = (ctx: RouteContext) => viewerOf(ctx.viewer).user;
  const rotate = (ctx: RouteContext, kind: 'avatar' | 'organizationLogotype', quarterTurns: number) => {
    const user = me(ctx);
    const image = user[kind];
    if (!image) throw notFound(kind === 'avatar' ? 'avatar' : 'logotype');
    user[kind] = { ...image, id: image.id + 1, rotation: image.rotation + quarterTurns };
    return userView(ctx, user);
  };

  return [
    api.get('/me', ({ response }, ctx) => {
      const viewer = viewerOf(ctx.viewer);
      const token = freshAccessToken(ctx.store, viewer.token, ctx.now, tokenSettings(ctx.runtime));
      return response(200).json({ data: { ...userView(ctx, viewer.user), token } });
    }),

    api.put('/me', async ({ request, response }, ctx) => {
      const user = me(ctx);
      const change = await request.json();
      checkProfile(ctx, user, change);
      const { acceptTerms, aboutMe } = change;
      for (const field of EDITABLE_PROFILE_FIELDS) {
        if (change[field] !== undefined) Object.assign(user, { [field]: change[field] });
      }
      // An empty text clears the presentation.
      if (aboutMe !== undefined) user.aboutMe = aboutMe?.trim() ? aboutMe.trim() : null;
      if (acceptTerms) user.mustAcceptNewTerms = false;
      return response(200).json({ data: userView(ctx, user) });
    }),

    api.delete('/me', async ({ request, response }, ctx) => {
      const user = me(ctx);
      const { password } = await request.json();
      if (password !== user.password) throw unprocessable('invalid_password', 'Invalid password. Try again.', { password: ['Invalid password. Try again.'] });
      const open = ctx.store.bookings.by('renterId', user.id).concat(ctx.store.bookings.by('ownerId', user.id)).some((b) => isOpen(b));
      if (open) throw conflict('active_bookings_exist', 'The account has active bookings.');
      user.deletedAt = ctx.now.toISOString();
      for (const asset of ctx.store.assets.by('ownerId', user.id)) Object.assign(asset, { isActive: false, status: 'deactivated', deactivationReason: 'account_deleted' });
      for (const session of ctx.store.sessions.by('userId', user.id)) session.revoked = true;
      return response(204).empty();
    }),

    api.delete('/me/social-accounts/{provider}', ({ params, response }, ctx) => {
      const user = me(ctx);
      const provider = params.provider;
      if (!user.connectedProviders.includes(provider)) throw notFound('connected social account', 'social_account_not_connected');
      // Without a password and another social login, the account could no longer be logged into.
      if (!user.hasPassword && user.connectedProviders.length === 1) {
        throw conflict('last_login_method', 'This is the only way to log in to the account. Set a password first.');
      }
      user.connectedProviders = user.connectedProviders.filter((p) => p !== provider);
      return response(200).json({ data: userView(ctx, user) });
    }),

    api.post('/me/update-password', async ({ request, response }, ctx) => {
      const user = me(ctx);
      const { currentPassword, newPassword } = await request.json();
      if (currentPassword !== user.password) throw unprocessable('invalid_current_password', 'The current password is wrong.', { currentPassword: ['The current password is wrong.'] });
      if (!isAcceptablePassword(newPassword) || newPassword === currentPassword) {
        throw unprocessable('new_password_not_accepted', 'The new password is not accepted.', { newPassword: ['At least 8 characters with an uppercase letter, a lowercase letter and a digit, other than the current one.'] });
      }
      user.password = newPassword;
      // 002 §4.1: changing the password logs the user out everywhere.
      for (const session of ctx.store.sessions.by('userId', user.id)) session.revoked = true;
      return response(204).empty();
    }),

    api.put('/me/preferred-currency', async ({ request, response }, ctx) => {
      const user = me(ctx);
      user.currency = (await request.json()).currency;
      return response(200).json({ data: userView(ctx, user) });
    }),

    api.put('/me/avatar', ({ response }, ctx) => {
      const user = me(ctx);
      checkImage(uploadedFile(ctx.multipart));
      user.avatar = nextImage(user.avatar);
      return response(200).json({ data: userView(ctx, user) });
    }),
    api.delete('/me/avatar', ({ response }, ctx) => {
      const user = me(ctx);
      if (!user.avatar) throw notFound('avatar');
      user.avatar = null;
      return response(200).json({ data: userView(ctx, user) });
    }),
    api.post('/me/avatar/rotate-right', ({ response }, ctx) => response(200).json({ data: rotate(ctx, 'avatar', 1) })),
    api.post('/me/avatar/rotate-left', ({ response }, ctx) => response(200).json({ data: rotate(ctx, 'avatar', -1) })),

    api.put('/me/organization-logotype', ({ response }, ctx) => {
      const user = me(ctx);
      if (!user.isOrganization) throw forbidden('Only organisations have a logotype.');
      checkImage(uploadedFile(ctx.multipart));
      user.organizationLogotype = nextImage(user.organizationLogotype);
      return response(200).json({ data: userView(ctx, user) });
    }),
    api.delete('/me/organization-logotype', ({ response }, ctx) => {
      const user = me(ctx);
      if (!user.organizationLogotype) throw notFound('logotype');
      user.organizationLogotype = null;
      return response(200).json({ data: userView(ctx, user) });
    }),
    api.post('/me/organization-logotype/rotate-right', ({ response }, ctx) => response(200).json({ data: rotate(ctx, 'organizationLogotype', 1) })),
    api.post('/me/organization-logotype/rotate-left', ({ response }, ctx) => response(200).json({ data: rotate(ctx, 'organizationLogotype', -1) })),

    api.post('/me/confirm-contact-details', ({ response }, ctx) => {
      const user = me(ctx);
      if (!isProfileComplete(user)) throw invalid({ profile: ['Complete the contact details before confirming them.'] });
      user.contactDetailsConfirmedAt = ctx.now.toISOString();
      return response(200).json({ data: userView(ctx, user) });
    }),

    api.get('/me/status', ({ query, response }, ctx) => {
      const user = me(ctx);
      const assetId = query.get('assetId');
      const asset = assetId === null ? undefined : ctx.store.assets.get(Number(assetId));
      return response(200).json({
        data: {
          unreadConversations: unreadConversationIds(ctx, user.id),
          actionableBookings: actionableBookings(ctx, user.id),
          assetUpdatedAt: asset?.updatedAt ?? null,
          assetId: asset?.id ?? null,
        },
      });
    }),

    api.put('/me/subscriptions', async ({ request, response }, ctx) => {
      const user = me(ctx);
      const { subscriptionKey, isSubscribed } = await request.json();
      user.subscriptions = { ...user.subscriptions, [subscriptionKey]: isSubscribed };
      return response(200).json({ data: { subscriptionKey, isSubscribed } });
    }),

    api.get('/me/custom-timestamps', ({ response }, ctx) => {
      const rows = ctx.store.customTimestamps.by('userId', me(ctx).id);
      return response(200).json({ data: rows.map(({ userId: _user, ...row }) => row) });
    }),
    api.post('/me/custom-timestamps', async ({ request, response }, ctx) => {
      const user = me(ctx);
      const { timestampKey } = await request.json();
      const existing = ctx.store.customTimestamps.by('userId', user.id).find((t) => t.timestampKey === timestampKey);
      const row = existing ?? ctx.store.customTimestamps.insert({ userId: user.id, timestampKey, timestamp: ctx.now.toISOString() });
      row.timestamp = ctx.now.toISOString();
      const { userId: _user, ...timestamp } = row;
      return response(201).json({ data: timestamp });
    }),
  ];
}
