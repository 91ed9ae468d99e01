/**
 * The support form's bot check (002 §4: reCAPTCHA), loaded on demand: this module is imported when
 * the form is sent, and Google's script only then. Without a site key (the sandbox) there is no
 * script: the sandbox checks the token and fails only its own failing one.
 */
const SITE_KEY = import.meta.env.VITE_RECAPTCHA_SITE_KEY;
const SANDBOX_TOKEN = 'sandbox-recaptcha';

interface Grecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

let script: Promise<Grecaptcha> | undefined;

function loadScript(siteKey: string): Promise<Grecaptcha> {
  script ??= new Promise<Grecaptcha>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    element.async = true;
    element.onload = () => {
      const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA did not start'));
    };
    element.onerror = () => {
      // A later send tries again (a lost connection, a blocker switched off).
      script = undefined;
      reject(new TypeError('reCAPTCHA could not be loaded'));
    };
    document.head.append(element);
  });
  return script;
}

/** A token for one send of a form; a failure to load counts as no connection (the form offers a retry). */
export async function botCheckToken(action: string): Promise<string> {
  if (!SITE_KEY) return SANDBOX_TOKEN;
  const grecaptcha = await loadScript(SITE_KEY);
  return grecaptcha.execute(SITE_KEY, { action });
}
