import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_LIFETIME_SECONDS, REFRESH_TOKEN_LIFETIME_SECONDS, issueTokens, refresh, verifyAccessToken } from './tokens';

const now = new Date('2026-06-01T12:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('sandbox tokens (002 §4.1: token 3600 s, refresh token 1209600 s)', () => {
  it('issues a token for 3600 s and a refresh token for 1209600 s', () => {
    const pair = issueTokens(42, now);
    expect(pair.expiresIn).toBe(3_600);
    expect(pair.refreshExpiresIn).toBe(1_209_600);
    expect(ACCESS_TOKEN_LIFETIME_SECONDS).toBe(3_600);
    expect(REFRESH_TOKEN_LIFETIME_SECONDS).toBe(1_209_600);
  });

  it('accepts the token until 3600 s have passed, then answers jwt_token_expired', () => {
    const { token } = issueTokens(42, now);
    expect(verifyAccessToken(token, later(3_599))).toEqual({ ok: true, userId: 42, expiresAt: later(3_600) });
    expect(verifyAccessToken(token, later(3_600))).toEqual({ ok: false, slug: 'jwt_token_expired' });
  });

  it('lets tests shorten the lifetime', () => {
    const { token, expiresIn } = issueTokens(7, now, { accessTokenLifetimeSeconds: 5, refreshTokenLifetimeSeconds: 60 });
    expect(expiresIn).toBe(5);
    expect(verifyAccessToken(token, later(5))).toEqual({ ok: false, slug: 'jwt_token_expired' });
  });

  it('answers jwt_token_invalid for foreign, altered or refresh tokens', () => {
    const { token, refreshToken } = issueTokens(42, now);
    const [prefix, body, sum] = token.split('.');
    const forged = `${prefix}.${btoa(JSON.stringify({ sub: 1, kind: 'access', iat: 0, exp: 9e15 }))}.${sum}`;
    expect(verifyAccessToken('not-a-token', now)).toEqual({ ok: false, slug: 'jwt_token_invalid' });
    expect(verifyAccessToken(`${prefix}.${body}.00000000`, now)).toEqual({ ok: false, slug: 'jwt_token_invalid' });
    expect(verifyAccessToken(forged, now)).toEqual({ ok: false, slug: 'jwt_token_invalid' });
    expect(verifyAccessToken(`${token}.x`, now)).toEqual({ ok: false, slug: 'jwt_token_invalid' });
    expect(verifyAccessToken(refreshToken, now)).toEqual({ ok: false, slug: 'jwt_token_invalid' });
  });

  it('answers jwt_token_blacklisted for a revoked token, even once expired', () => {
    const { token } = issueTokens(42, now);
    expect(verifyAccessToken(token, now, new Set([token]))).toEqual({ ok: false, slug: 'jwt_token_blacklisted' });
    expect(verifyAccessToken(token, later(4_000), new Set([token]))).toEqual({ ok: false, slug: 'jwt_token_blacklisted' });
  });

  it('refreshes with a valid refresh token into a new pair', () => {
    const { refreshToken } = issueTokens(42, now);
    const result = refresh(refreshToken, later(3_600));
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.userId).toBe(42);
      expect(verifyAccessToken(result.tokens.token, later(3_600))).toMatchObject({ ok: true, userId: 42 });
    }
  });

  it('answers jwt_refresh_failed for an expired, revoked or wrong refresh token', () => {
    const { token, refreshToken } = issueTokens(42, now);
    expect(refresh(refreshToken, later(1_209_600))).toEqual({ ok: false, slug: 'jwt_refresh_failed' });
    expect(refresh(refreshToken, now, undefined, new Set([refreshToken]))).toEqual({ ok: false, slug: 'jwt_refresh_failed' });
    expect(refresh(token, now)).toEqual({ ok: false, slug: 'jwt_refresh_failed' });
    expect(refresh('garbage', now)).toEqual({ ok: false, slug: 'jwt_refresh_failed' });
  });

  it('carries large user ids intact', () => {
    const { token } = issueTokens(Number.MAX_SAFE_INTEGER, now);
    expect(verifyAccessToken(token, now)).toMatchObject({ ok: true, userId: Number.MAX_SAFE_INTEGER });
  });
});
