import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The messages are split into catalogs by product area so no page downloads every message of
 * the product (the route JS budgets count the catalogs a page waits for):
 * - `shell`: what the home page's first render needs (app shell, header, footer, home);
 * - `vehicles`: search, the vehicle page, cards, favourites;
 * - `bookings`: the booking flow, bookings, payments;
 * - `messages`: the messages page;
 * - `account`: everything else (sign-up, login, account, profile, onboarding, modals).
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
    'src/widgets/vehicle-reviews',
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
  ],
  // The messages page (002 §2.9) and what it sends and edits with.
  messages: ['src/pages/messages', 'src/entities/conversation', 'src/features/send-message', 'src/features/edit-message'],
};

const NOT_SHIPPED = ['**/node_modules/**', '**/*.test.*', '**/*.stories.*'];
const dirs = (list: string[]) => list.map((dir) => `<rootDir>/${dir}`);
const inside = (list: string[]) => list.map((dir) => `<rootDir>/${dir}/**`);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'de-AT', 'de-CH', 'fr-CH', 'sv-SE', 'sv-FI', 'nb-NO', 'fi-FI', 'da-DK', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    ...Object.entries(AREAS).map(([area, list]) => ({
      path: `<rootDir>/locales/{locale}/${area}`,
      include: dirs(list),
      exclude: NOT_SHIPPED,
    })),
    {
      path: '<rootDir>/locales/{locale}/account',
      include: dirs(['src', 'machines']),
      exclude: [...NOT_SHIPPED, ...inside(Object.values(AREAS).flat())],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
