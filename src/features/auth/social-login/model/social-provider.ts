export const SOCIAL_PROVIDERS = ['facebook', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const isSocialProvider = (value: unknown): value is SocialProvider =>
  typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/** Brand names stay as the providers spell them in every language. */
export const PROVIDER_NAMES: Record<SocialProvider, string> = { facebook: 'Facebook', google: 'Google' };
