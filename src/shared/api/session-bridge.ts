/**
 * What the API client needs from the session, which lives above `shared`: the session
 * registers these when it starts. Until then requests go out anonymous.
 */
export interface SessionBridge {
  accessToken: () => string | undefined;
  /** Gets a new access token; rejects when the refresh token is no longer good. */
  refresh: () => Promise<string>;
  /** Called once per failure with the slug that ended the session. */
  onSessionEnded: (slug: string) => void;
  impersonation: () => { adminId: string } | undefined;
}

export interface RequestContext {
  locale: () => string;
  distinctId: () => string;
}
