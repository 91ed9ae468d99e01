import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '@/entities/session';
import { withCatalogs } from '@/shared/i18n';
import { ConnectionNotice } from '@/widgets/connection-notice';
import { OutageBanner } from '@/widgets/outage-banner';

// Everything here but the outage banner loads after the page, and only for whom it concerns,
// so it adds nothing to the JS a page needs to show (ARCHITECTURE budgets).
const AuthPopupHost = lazy(() => withCatalogs(['auth'], () => import('@/features/auth/auth-popup'))().then((m) => ({ default: m.AuthPopupHost })));
const ImpersonationBanner = lazy(() => withCatalogs(['modals'], () => import('@/widgets/impersonation-banner'))().then((m) => ({ default: m.ImpersonationBanner })));
const GettingStartedBar = lazy(() => withCatalogs(['modals'], () => import('@/widgets/getting-started-bar'))().then((m) => ({ default: m.GettingStartedBar })));
const ObtrusiveModalHost = lazy(() => withCatalogs(['modals', 'account'], () => import('@/features/obtrusive-modals'))().then((m) => ({ default: m.ObtrusiveModalHost })));
const OnboardingModalHost = lazy(() => withCatalogs(['modals'], () => import('@/features/onboarding-modal'))().then((m) => ({ default: m.OnboardingModalHost })));
const VerificationPopup = lazy(() => withCatalogs(['economy', 'account'], () => import('@/features/payout-account'))().then((m) => ({ default: m.VerificationPopup })));
// The server's renderer waits for this chunk and puts the banner into the page, so a first-time
// visitor sees it with the first paint (it was the phone's largest paint, 1–2 s after the page).
// In the browser React keeps the server's banner on screen and hydrates it once its chunk is in.
const CookieConsentBanner = lazy(() => withCatalogs(['modals'], () => import('@/features/cookie-consent'))().then((m) => ({ default: m.CookieConsentBanner })));
const ScrollToTopButton = lazy(() => withCatalogs(['modals'], () => import('@/features/scroll-to-top'))().then((m) => ({ default: m.ScrollToTopButton })));

const loginPanel = () => withCatalogs(['auth'], () => import('@/pages/auth/login'))().then((m) => m.LoginPanel);
const signUpPanel = () => withCatalogs(['auth'], () => import('@/pages/auth/sign-up'))().then((m) => m.SignUpPanel);

/** Banners above the header: the connection (offline, reconnecting), the outage warning, and the impersonation notice for admins acting as a user. */
export function TopBanners() {
  const { isImpersonating } = useSession();
  return (
    <>
      <ConnectionNotice />
      <OutageBanner />
      {isImpersonating && (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      )}
    </>
  );
}

/** The getting-started progress bar under the header (owners only; it decides where it shows). */
export function OnboardingBar() {
  const { user } = useSession();
  if (user?.role !== 'owner') return null;
  return (
    <Suspense fallback={null}>
      <GettingStartedBar />
    </Suspense>
  );
}

/** Modal hosts and page-wide buttons. */
export function SiteOverlays() {
  const { user } = useSession();
  const { search } = useLocation();
  return (
    <>
      <Suspense fallback={null}>
        {new URLSearchParams(search).has('popup') && <AuthPopupHost login={loginPanel} signUp={signUpPanel} />}
        {user && new URLSearchParams(search).get('popup') === 'stripe-account-verification' && <VerificationPopup />}
        {user && <ObtrusiveModalHost />}
        {user && <OnboardingModalHost />}
        <ScrollToTopButton />
      </Suspense>
      {/* A boundary of its own, so the server's banner does not wait for the hosts above. */}
      <Suspense fallback={null}>
        <CookieConsentBanner />
      </Suspense>
    </>
  );
}
