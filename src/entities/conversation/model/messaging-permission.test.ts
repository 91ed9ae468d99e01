import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import { isPermissionFailure, messageFailureOf, messagingPermission } from './messaging-permission';

// 002 §2.9: "a message to an owner needs a logged-in, activated account and verification; users
// blocked by background checks cannot message".
describe('who may send a message (002 §2.9)', () => {
  it('a guest must log in first', () => {
    expect(messagingPermission(undefined)).toBe('sign-in');
    expect(messagingPermission(null)).toBe('sign-in');
  });

  it('a logged-in user with an activated (e-mail confirmed) account may', () => {
    expect(messagingPermission({ isEmailVerified: true, isBlockedByRegisterCheck: false })).toBe('allowed');
  });

  it('an account whose e-mail address is not confirmed must confirm it first', () => {
    expect(messagingPermission({ isEmailVerified: false })).toBe('verify-email');
  });

  it('a user blocked by the background checks cannot, whatever else holds', () => {
    expect(messagingPermission({ isEmailVerified: true, isBlockedByRegisterCheck: true })).toBe('blocked');
    expect(messagingPermission({ isEmailVerified: false, isBlockedByRegisterCheck: true })).toBe('blocked');
  });

  it('reads absent flags as the API’s defaults: activated, not blocked', () => {
    expect(messagingPermission({})).toBe('allowed');
  });

  it('believes the API’s refusal over the user record the app holds', () => {
    expect(messagingPermission({ isEmailVerified: true }, 'blocked')).toBe('blocked');
    expect(messagingPermission({ isEmailVerified: true }, 'verify-email')).toBe('verify-email');
    expect(messagingPermission({ isEmailVerified: true }, 'sign-in')).toBe('sign-in');
    // A refusal of this one message does not take the right away.
    expect(messagingPermission({ isEmailVerified: true }, 'contact-info')).toBe('allowed');
    expect(messagingPermission({ isEmailVerified: true }, 'not-sent')).toBe('allowed');
  });
});

describe('why a message was not sent', () => {
  it.each([
    [new ApiError(422, 'contact_info_not_allowed', 'Contact information is not allowed.'), 'contact-info'],
    [new ApiError(403, 'booking_blocked', 'Blocked by a background check.'), 'blocked'],
    [new ApiError(403, 'email_not_verified', 'Verify your e-mail address.'), 'verify-email'],
    [new ApiError(401, 'jwt_refresh_failed', 'Log in again.'), 'sign-in'],
    [new ApiError(500, 'server_error', 'Down.'), 'not-sent'],
    [new ApiError(403, 'forbidden', 'Not yours.'), 'not-sent'],
    [new TypeError('Failed to fetch'), 'not-sent'],
  ] as const)('%s → %s', (error, failure) => {
    expect(messageFailureOf(error)).toBe(failure);
  });

  it('only the blocks and an ended session take the composer away', () => {
    expect(isPermissionFailure('blocked')).toBe(true);
    expect(isPermissionFailure('verify-email')).toBe(true);
    expect(isPermissionFailure('sign-in')).toBe(true);
    expect(isPermissionFailure('contact-info')).toBe(false);
    expect(isPermissionFailure('not-sent')).toBe(false);
  });
});
