/**
 * What the API client needs from the session, which lives above `shared`: the session
 * registers these when it starts. Until then requests go out anonymous.
 */
export interface SessionBridge {
  accessToken: () => string | undefined;
  /**
   * Gets a new access token. Rejects with a transient error (`isTransientError`, e.g.
   * SessionReconnectingError) when the API could not be reached: the session is kept and tries
   * again. Any other rejection means the refresh token is no longer good.
   */
  refresh: () => Promise<string>;
  /**
   * The newest access token once every refresh under way, in this tab or another, has finished.
   * A request refused for a token that has since been replaced is sent again with it.
   */
  settledToken?: () => Promise<string | undefined>;
  /** Called once per failure with the slug that ended the session. */
  onSessionEnded: (slug: string) => void;
  impersonation: () => { adminId: string } | undefined;
}

export interface RequestContext {
  locale: () => string;
  distinctId: () => string;
}
