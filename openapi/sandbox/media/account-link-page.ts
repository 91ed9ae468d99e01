/** Where the sandbox's stand-in for the payment provider's account onboarding lives (under MEDIA_PREFIX). */
export const ACCOUNT_LINK_PATH = '/stripe/account-link';

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page an account link opens in the sandbox, in place of Stripe's hosted onboarding: it
 * says what it stands for and offers the two ways back Stripe has, the return URL (onboarding
 * finished) and the refresh URL (the link expired). Plain HTML without script or style, so the
 * site's Content-Security-Policy has nothing to refuse.
 */
export function accountLinkPage(returnUrl: string, refreshUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox payment provider</title></head>
<body>
<main>
<h1>Sandbox payment provider</h1>
<p>This page stands in for the payment provider's account verification. Nothing is sent anywhere: the sandbox API checks the account when you return.</p>
<p><a href="${escape(returnUrl)}">Finish and return to Campershare</a></p>
<p><a href="${escape(refreshUrl)}">The link has expired: start again</a></p>
</main>
</body>
</html>
`;
}

/** Only links back into the app that asked: anything else would make the sandbox an open redirect. */
export function isSameOrigin(url: string | null, origin: string): url is string {
  if (!url) return false;
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}
