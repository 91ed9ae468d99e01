import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The messages are split into catalogs by product area so no page downloads every message of
 * the product (the route JS budgets count the catalogs a page waits for):
 * - `shell`: what the home page's first render needs (app shell, header, footer, home);
 * - `vehicles`: search, the vehicle page, cards, favourites;
 * - `bookings`: the booking flow, bookings, payments;
 * - `owner`: the owner profile, reviews, the owner dashboard and the top-owner page;
 * - `verification`: ID verification and the credit check;
 * - `economy`: the owner's money (economy, payouts, reports, the bank account);
 * - `messages`: the messages page;
 * - `handover`: check-in and check-out;
 * - `editor`: the vehicle editor; `my-vehicles`: the owner's list of vehicles;
 * - `content`: the CMS's content pages (the catch-all and the named pages: about us, cookies…);
 * - `modals`: the obtrusive modals and the cookie consent, which the site's chrome loads after the page;
 * - `auth`: logging in, signing up, the password reset and the e-mail check;
 * - `account`: everything else (account, profile, onboarding).
 * A page's registry entry names the areas it waits for; a message missing at run time loads
 * every area (see `src/shared/i18n/activate-locale.ts`), so a forgotten area costs a flash, not a bug.
 */
const AREAS = {
  shell: [
    'src/app',
    'src/shared',
    'src/pages/home',
    // The search titles the search route shows while its page and catalog load (also in `vehicles`).
    'src/pages/search/ui/search-title.ts',
    'src/pages/error',
    'src/widgets/header',
    'src/widgets/footer',
    'src/widgets/outage-banner',
    // The campaign bar holds its place in the first render, with its text.
    'src/widgets/campaign-banner',
    'src/widgets/connection-notice',
    'src/features/switch-locale',
    'src/features/switch-currency',
  ],
  vehicles: [
    'src/pages/search',
    'src/pages/vehicle',
    'src/pages/favorites',
    'src/widgets/search-map',
    'src/widgets/vehicle-booking-panel',
    'src/widgets/vehicle-carousel',
    'src/widgets/vehicle-details',
    'src/widgets/vehicle-grid',
    // The vehicle's reviews and the review item (also in the owner pages' lists, #19).
    'src/widgets/reviews/ui/vehicle-reviews.tsx',
    'src/widgets/reviews/ui/review-item.tsx',
    'src/widgets/reviews/ui/review-pager.tsx',
    'src/entities/user/model/review-score.ts',
    'src/features/filter-vehicles',
    'src/features/toggle-favorite',
    'src/features/pick-booking-dates',
    'src/features/message-owner',
    'src/entities/vehicle',
    'src/entities/vehicle-search',
    // The booking entity's messages the vehicle page shows (its price lines and refund rows), so the
    // page needs no bookings catalog (also in `bookings`).
    'src/entities/booking/model/line-item-labels.ts',
    'src/entities/booking/model/use-price-table.ts',
    'src/entities/booking/model/refund-labels.ts',
  ],
  bookings: [
    'src/pages/booking',
    'src/pages/bookings',
    'src/pages/booking-flow',
    'src/features/booking-lifecycle',
    'src/features/request-booking',
    'src/features/pay',
    'src/entities/booking',
    'src/entities/order',
    'src/entities/payment',
    'src/entities/cart',
    'src/entities/payout',
    'machines/booking-lifecycle',
    'machines/booking-request',
    'machines/payment',
    // The payment gateway's fields and 3-D Secure dialog show only in payment forms (also in `economy`).
    'src/shared/lib/payment-gateway',
  ],
  // The owner profile, reviews, dashboard and top-owner pages (#19): an area of their own, as the
  // pages of the other areas were within a kilobyte or two of their budgets.
  owner: [
    'src/pages/owner-profile',
    'src/pages/reviews',
    'src/pages/owner-dashboard',
    'src/pages/owner-top-owner',
    'src/widgets/reviews/ui/user-review-list.tsx',
    'src/widgets/reviews/ui/user-reviews-dialog.tsx',
    'src/widgets/top-owner-progress',
    'src/entities/user/model/top-owner-labels.ts',
    // The booking review, which the booking page loads (with this catalog) for a completed booking.
    'src/features/review-booking',
    'src/entities/user/model/review-comment.ts',
  ],
  // The owner's money (#14): the economy pages, the bank account form and its verification prompt.
  // The payout entity's labels are also in `bookings`, for the owner's payouts on a booking.
  // ID verification and the credit check (#17), on their own pages and the booking flow's ID step
  // (the profile's summary of the status stays in `account`).
  verification: [
    'src/pages/verify-id',
    'src/features/verify-id/ui/verify-id.tsx',
    'src/features/verify-id/ui/id-verification-screen.tsx',
    'src/features/verify-id/ui/id-photo-field.tsx',
    'src/features/credit-check',
    'machines/id-verification',
    'src/entities/user/model/id-verification-errors.ts',
  ],
  // Also the renter's saved payment methods (#14 point 3) with the payment entity's words they show
  // (also in `bookings`), so that page waits for this catalog alone.
  economy: [
    'src/pages/economy',
    'src/features/payout-account',
    'src/widgets/economy-frame',
    'src/entities/payout',
    'src/pages/me/payment-methods',
    'src/features/account/payment-methods',
    'src/entities/payment/model/saved-cards.ts',
    'src/entities/payment/model/payment-labels.ts',
    'src/entities/payment/model/payment-error-messages.ts',
    'src/shared/lib/payment-gateway',
  ],
  // What the site's chrome opens after the page: the obtrusive modals and the cookie consent.
  // Also the renter-profile-completed and continue-login modals (#17), which their pages load when they open.
  // The onboarding's modal and bar, the impersonation banner and the scroll-to-top button: loaded by
  // the chrome after the page, so the account pages' own catalog stays within their budgets.
  modals: [
    'src/features/obtrusive-modals',
    'src/features/onboarding-modal',
    'src/widgets/getting-started-bar',
    'src/widgets/impersonation-banner',
    'src/features/scroll-to-top',
    // The getting-started page (it shows the onboarding's steps) and an admin's impersonation tools.
    'src/pages/getting-started',
    'src/features/auth/impersonate',
    'src/pages/auth/login-as-user',
    'src/pages/auth/login-as-user-from-admin',
    'src/features/cookie-consent',
    // The footer's newsletter sign-up, which the footer loads after the page for signed-in users (#20 point 4).
    'src/features/account/subscribe-newsletter',
    'src/pages/about-you/ui/renter-profile-completed.tsx',
    'src/pages/auth/sign-up/ui/continue-login.tsx',
    // The footer's live chat (#20 point 4), loaded with the footer's buttons after the page.
    'src/features/support/live-chat',
  ],
  // The messages page (002 §2.9) and what it sends and edits with.
  // Check-in and check-out (#16): their pages, the flow and its machine, the handover's labels.
  // After the trip (#16): the deposit's timeline and release on the booking detail, which the booking page loads with this catalog.
  // Also changing a booking after it is made (#15): the change of dates, the additional drivers and the insurance, which the booking page loads with their cards.
  // Not an area of its own: each area adds its catalogs to every page's start-up map (+0.1 KB; the
  // booking and sign-up pages would be over their budgets).
  handover: [
    'src/pages/trip/handover',
    'src/features/handover',
    'src/features/trip-settlement',
    'machines/handover',
    'src/entities/booking/model/handover-labels.ts',
    'src/features/booking-changes/change-dates',
    'src/features/booking-changes/additional-drivers',
    'machines/change-request',
    // Insurance after booking (#15 point 4): the booking page loads its card with this catalog.
    'src/features/booking-changes/insurance',
    // The renter's trip in their calendar (#24), which the booking page loads with this catalog.
    'src/features/calendars',
    // The rental contract's download (#15 point 5), loaded the same way.
    'src/features/booking-documents',
    'src/features/damages',
    'src/pages/owner-vehicles/vehicle-damages',
    // The booking alert (#15 point 5), which the booking page loads with this catalog.
    'src/features/booking-notices',
    // The owner's accept dialog with the overlapping requests, and the unavailable-dates modal (#15 point 5):
    // lazy chunks that load this catalog with them (the booking page is at its budget).
    'src/features/booking-lifecycle/ui/accept-dialog.tsx',
    'src/features/booking-lifecycle/ui/dates-unavailable-dialog.tsx',
  ],
  messages: ['src/pages/messages', 'src/entities/conversation', 'src/features/send-message', 'src/features/edit-message'],
  // The owner's vehicles and the vehicle editor (#18): account pages near their budget, so an area of their own.
  editor: [
    'src/pages/owner-vehicles/vehicle-editor',
    'src/features/owner-vehicles/edit-vehicle',
    'machines/vehicle-editor',
    'src/entities/vehicle/model/unavailable-period.ts',
    'src/entities/vehicle/model/deactivation-reasons.ts',
    // The owner's calendar page (#24): it shows the editor's period form, so it waits for this catalog.
    'src/pages/owner-vehicles/owner-calendar',
    'src/entities/vehicle/model/calendar-day-labels.ts',
  ],
  // The owner's list of vehicles (#18): not the editor's steps, whose words had put it over its budget.
  'my-vehicles': ['src/pages/owner-vehicles/my-vehicles', 'src/features/owner-vehicles/delete-vehicle'],
  // The CMS's content pages and the magazine (#20): public pages of their own, kept out of home's and
  // the account pages' catalogs. One area for both: each area is an entry per locale in every page's JS.
  // Also the rent-out landing (#20 point 3): its price calculator and call-back form, with the call-back's labels.
  content: ['src/pages/content', 'src/entities/cms-page', 'src/entities/magazine', 'src/entities/owner-lead', 'src/features/owner-leads', 'src/entities/site/model/support-request-labels.ts'],
  // Logging in and signing up: out of `account`, which held both and kept every account page within a
  // kilobyte of its budget. The password and name rules' words are in both (the profile shows them too).
  auth: ['src/features/auth', 'src/pages/auth', 'src/entities/user/model/profile-validation-messages.ts'],
};

/** Single files of an area that the `account` catalog keeps as well (its pages show them too). */
const ALSO_IN_ACCOUNT = ['src/entities/user/model/profile-validation-messages.ts'];

/** What lies inside an area's folders but belongs to another area only (the admin's tools, a modal). */
const LEFT_OUT: Partial<Record<keyof typeof AREAS, string[]>> = {
  // Parts of `src/shared` that only the pages of other areas show: their words load with those areas,
  // not with every page's `shell` catalog.
  shell: ['src/shared/lib/payment-gateway'],
  auth: ['src/features/auth/impersonate', 'src/pages/auth/login-as-user', 'src/pages/auth/login-as-user-from-admin', 'src/pages/auth/sign-up/ui/continue-login.tsx'],
  // Labels only the vehicle editor shows (the `editor` catalog): they would weigh on every search page.
  vehicles: ['src/entities/vehicle/model/unavailable-period.ts', 'src/entities/vehicle/model/deactivation-reasons.ts', 'src/entities/vehicle/model/calendar-day-labels.ts'],
  // The accept dialogs load with the `handover` catalog (see there).
  bookings: ['src/features/booking-lifecycle/ui/accept-dialog.tsx', 'src/features/booking-lifecycle/ui/dates-unavailable-dialog.tsx'],
};

const NOT_SHIPPED = ['**/node_modules/**', '**/*.test.*', '**/*.stories.*'];
const dirs = (list: string[]) => list.map((dir) => `<rootDir>/${dir}`);
const inside = (list: string[]) => list.map((dir) => `<rootDir>/${dir}/**`);
// Single files named in an area (not folders) are left out of `account` by their own path.
const files = (list: string[]) => list.filter((path) => /\.tsx?$/.test(path)).map((path) => `<rootDir>/${path}`);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'de-AT', 'de-CH', 'fr-CH', 'sv-SE', 'sv-FI', 'nb-NO', 'fi-FI', 'da-DK', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    ...Object.entries(AREAS).map(([area, list]) => {
      const leftOut = LEFT_OUT[area as keyof typeof AREAS] ?? [];
      return {
        path: `<rootDir>/locales/{locale}/${area}`,
        include: dirs(list),
        exclude: [...NOT_SHIPPED, ...inside(leftOut), ...files(leftOut)],
      };
    }),
    {
      path: '<rootDir>/locales/{locale}/account',
      include: dirs(['src', 'machines']),
      exclude: [
        ...NOT_SHIPPED,
        ...inside(Object.values(AREAS).flat()),
        ...files(Object.values(AREAS).flat().filter((path) => !ALSO_IN_ACCOUNT.includes(path))),
      ],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
