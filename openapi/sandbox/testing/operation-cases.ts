import { addDays } from '../rules/calendar';
import type { Fixture } from './contract-fixture';
import { pdfFile, pngFile, type Call } from './sandbox-client';

/**
 * One valid request per operation of both contracts, in an order where each finds
 * what it needs: a booking is drafted, requested, paid, accepted, changed and given
 * add-ons; another is checked in, checked out and settled. `status` is the answer
 * the contract promises for it.
 */
export interface OperationCase {
  operationId: string;
  status: number;
  call(fixture: Fixture): Call | Promise<Call>;
  /** Keeps what later cases need from the answer. */
  after?(body: unknown, fixture: Fixture): unknown;
}

const REGISTERED = 'new.traveller@sandbox.test';
const PASSWORD = 'Sandbox2026';

type Data<T> = { data: T };
const dataOf = <T>(body: unknown): T => (body as Data<T>).data;
const num = (f: Fixture, key: string): number => Number(f.state[key]);
const str = (f: Fixture, key: string): string => String(f.state[key]);

const hymer = (f: Fixture) => f.vehicle('owner', 0);
const california = (f: Fixture) => f.vehicle('owner', 2);
const kabe = (f: Fixture) => f.vehicle('owner', 3);
const knaus = (f: Fixture) => f.vehicle('topOwner', 0);

/** The window the booking flow uses: 9 free nights on the Hymer, about ten weeks ahead. */
const window = (f: Fixture) => f.freeRange(hymer(f), 9, 70);
const day = (f: Fixture, offset: number) => addDays(str(f, 'windowStart'), offset);

export const OPERATION_CASES: readonly OperationCase[] = [
  // ---------------------------------------------------------------- site and content
  { operationId: 'getHealthStatus', status: 200, call: () => ({ method: 'GET', path: '/health.json' }) },
  { operationId: 'getExchangeRates', status: 200, call: () => ({ method: 'GET', path: '/exchange-rates', query: { base: 'sek' } }) },
  { operationId: 'getUserTerms', status: 200, call: () => ({ method: 'GET', path: '/user-terms' }) },
  { operationId: 'listPages', status: 200, call: () => ({ method: 'GET', path: '/pages', query: { 'filter[path]': '/om-oss', 'filter[locale]': 'sv-SE', include: 'parent,children,translations' } }) },
  { operationId: 'getBookingLinks', status: 200, call: () => ({ method: 'GET', path: '/settings/booking-links' }) },
  { operationId: 'createLead', status: 201, call: () => ({ method: 'POST', path: '/leads', body: { email: 'lead@example.com', name: 'Ola Nordmann', source: 'rent_out', locale: 'no', country: 'NO', subType: 'motorhome', consent: true } }) },
  { operationId: 'createSupportRequest', status: 204, call: () => ({ method: 'POST', path: '/support', body: { name: 'Erik Holm', phone: '+46701234567', timeFrame: 'morning', weekday: 'monday', recaptchaToken: 'ok' } }) },
  { operationId: 'calculateLeadPrice', status: 200, call: (f) => ({ method: 'POST', path: '/lead-price-calculator', body: { licensePlate: hymer(f).licensePlate, country: 'SE', email: 'owner.lead@example.com' } }) },
  { operationId: 'getFrontpage', status: 200, call: () => ({ method: 'GET', path: '/frontpage', contract: 'content', query: { language: 'se' } }) },
  { operationId: 'getSitemap', status: 200, call: () => ({ method: 'GET', path: '/sitemap', contract: 'content', query: { language: 'de' } }) },
  {
    operationId: 'listPosts',
    status: 200,
    call: () => ({ method: 'GET', path: '/posts', contract: 'content', query: { language: 'se', per_page: 9 } }),
    after: (body, f) => (f.state['postId'] = (body as { id: number }[])[0]?.id ?? 0),
  },
  { operationId: 'listRecommendedPosts', status: 200, call: (f) => ({ method: 'GET', path: '/recommended/{id}', contract: 'content', params: { id: num(f, 'postId') }, query: { language: 'se' } }) },
  { operationId: 'listCategories', status: 200, call: () => ({ method: 'GET', path: '/categories', contract: 'content', query: { language: 'fi' } }) },
  { operationId: 'listTags', status: 200, call: () => ({ method: 'GET', path: '/tags', contract: 'content', query: { language: 'dk' } }) },
  { operationId: 'getNavigation', status: 200, call: () => ({ method: 'GET', path: '/navigation', contract: 'content', query: { language: 'fr' } }) },

  // ---------------------------------------------------------------- auth
  { operationId: 'login', status: 200, call: () => ({ method: 'POST', path: '/auth/login', body: { email: 'editor@sandbox.test', password: PASSWORD } }), after: (body, f) => (f.state['editorRefresh'] = dataOf<{ refreshToken: string }>(body).refreshToken) },
  { operationId: 'refreshToken', status: 200, call: (f) => ({ method: 'POST', path: '/auth/refresh', body: { refreshToken: str(f, 'editorRefresh') } }), after: (body, f) => (f.state['editorToken'] = dataOf<{ token: string }>(body).token) },
  { operationId: 'logout', status: 204, call: (f) => ({ method: 'POST', path: '/auth/logout', as: { token: str(f, 'editorToken') } }) },
  {
    operationId: 'register',
    status: 201,
    call: () => ({ method: 'POST', path: '/auth/register', body: { role: 'renter', email: REGISTERED, password: PASSWORD, firstName: 'Nora', lastName: 'Berg', country: 'NO', acceptTerms: true } }),
    after: (body, f) => (f.state['newToken'] = dataOf<{ token: string }>(body).token),
  },
  { operationId: 'checkEmail', status: 200, call: () => ({ method: 'POST', path: '/auth/check-email', body: { email: REGISTERED } }) },
  {
    operationId: 'verifyEmail',
    status: 200,
    call: (f) => {
      const user = f.sandbox.store.users.find((u) => u.email === REGISTERED);
      const code = f.sandbox.store.oneTimeCodes.find((c) => c.userId === user?.id && c.purpose === 'email_verification');
      return { method: 'POST', path: '/verify/email', as: { token: str(f, 'newToken') }, body: { code: code?.code ?? '' } };
    },
  },
  { operationId: 'createPasswordReset', status: 204, call: () => ({ method: 'POST', path: '/auth/create-password-reset', body: { email: REGISTERED } }) },
  {
    operationId: 'resetPassword',
    status: 204,
    call: (f) => {
      const user = f.sandbox.store.users.find((u) => u.email === REGISTERED);
      const code = f.sandbox.store.oneTimeCodes.find((c) => c.userId === user?.id && c.purpose === 'password_reset');
      return { method: 'POST', path: '/auth/reset-password', body: { code: code?.code ?? '', password: 'Traveller2027' } };
    },
  },
  { operationId: 'getSocialLoginRedirect', status: 200, call: () => ({ method: 'GET', path: '/auth/{provider}/redirect', params: { provider: 'google' }, query: { redirectUrl: 'http://localhost/oauth-callback' } }) },
  { operationId: 'confirmSocialLogin', status: 200, call: () => ({ method: 'POST', path: '/auth/{provider}/confirm-login', params: { provider: 'google' }, body: { code: 'sbx-google-social.newcomer@sandbox.test', redirectUrl: 'http://localhost/oauth-callback' } }) },
  {
    operationId: 'loginAsUser',
    status: 200,
    call: (f) => ({ method: 'POST', path: '/auth/login-as-user/{id}', params: { id: f.user('renter').id }, as: 'admin' }),
    after: (body, f) => (f.state['impersonationToken'] = dataOf<{ token: string }>(body).token),
  },
  { operationId: 'stopImpersonating', status: 200, call: (f) => ({ method: 'POST', path: '/auth/stop-impersonating', as: { token: str(f, 'impersonationToken') } }) },

  // ---------------------------------------------------------------- the current user
  { operationId: 'getMe', status: 200, call: () => ({ method: 'GET', path: '/me', as: 'renter' }) },
  { operationId: 'updateMe', status: 200, call: () => ({ method: 'PUT', path: '/me', as: 'renter', body: { firstName: 'Sara', city: 'Stockholm', zipCode: '111 20' } }) },
  {
    operationId: 'disconnectSocialAccount',
    status: 200,
    call: (f) => {
      // The case needs a connected provider: connect Google to the renter in the store first.
      const renter = f.user('renter');
      if (!renter.connectedProviders.includes('google')) renter.connectedProviders = [...renter.connectedProviders, 'google'];
      return { method: 'DELETE', path: '/me/social-accounts/{provider}', as: 'renter', params: { provider: 'google' } };
    },
  },
  { operationId: 'setPreferredCurrency', status: 200, call: () => ({ method: 'PUT', path: '/me/preferred-currency', as: 'renter', body: { currency: 'sek' } }) },
  { operationId: 'uploadAvatar', status: 200, call: () => ({ method: 'PUT', path: '/me/avatar', as: 'renter', multipart: { file: pngFile() } }) },
  { operationId: 'rotateAvatarRight', status: 200, call: () => ({ method: 'POST', path: '/me/avatar/rotate-right', as: 'renter' }) },
  { operationId: 'rotateAvatarLeft', status: 200, call: () => ({ method: 'POST', path: '/me/avatar/rotate-left', as: 'renter' }) },
  { operationId: 'deleteAvatar', status: 200, call: () => ({ method: 'DELETE', path: '/me/avatar', as: 'renter' }) },
  { operationId: 'uploadOrganizationLogotype', status: 200, call: () => ({ method: 'PUT', path: '/me/organization-logotype', as: 'companyOwner', multipart: { file: pngFile('logo.png') } }) },
  { operationId: 'rotateOrganizationLogotypeRight', status: 200, call: () => ({ method: 'POST', path: '/me/organization-logotype/rotate-right', as: 'companyOwner' }) },
  { operationId: 'rotateOrganizationLogotypeLeft', status: 200, call: () => ({ method: 'POST', path: '/me/organization-logotype/rotate-left', as: 'companyOwner' }) },
  { operationId: 'deleteOrganizationLogotype', status: 200, call: () => ({ method: 'DELETE', path: '/me/organization-logotype', as: 'companyOwner' }) },
  { operationId: 'confirmContactDetails', status: 200, call: () => ({ method: 'POST', path: '/me/confirm-contact-details', as: 'owner' }) },
  { operationId: 'getMyStatus', status: 200, call: (f) => ({ method: 'GET', path: '/me/status', as: 'owner', query: { assetId: hymer(f).id } }) },
  { operationId: 'updateSubscription', status: 200, call: () => ({ method: 'PUT', path: '/me/subscriptions', as: 'renter', body: { subscriptionKey: 'newsletter', isSubscribed: true } }) },
  { operationId: 'listCustomTimestamps', status: 200, call: () => ({ method: 'GET', path: '/me/custom-timestamps', as: 'owner' }) },
  { operationId: 'createCustomTimestamp', status: 201, call: () => ({ method: 'POST', path: '/me/custom-timestamps', as: 'owner', body: { timestampKey: 'contact_details_prompted' } }) },
  { operationId: 'listPaymentMethods', status: 200, call: () => ({ method: 'GET', path: '/me/payment-methods', as: 'renter', query: { 'stripe-account': 'se', 'filter[status]': 'succeeded' } }) },
  { operationId: 'addPaymentMethod', status: 201, call: () => ({ method: 'POST', path: '/me/payment-methods', as: 'renter', body: { stripeAccount: 'se', paymentMethodId: 'pm_card_4242424242424242' } }) },
  { operationId: 'deletePaymentMethod', status: 204, call: () => ({ method: 'DELETE', path: '/me/payment-methods/{id}', as: 'renter', params: { id: 'pm_card_4242424242424242' } }) },
  { operationId: 'getBankAccount', status: 200, call: () => ({ method: 'GET', path: '/me/bank-account', as: 'owner' }) },
  { operationId: 'saveBankAccount', status: 200, call: () => ({ method: 'POST', path: '/me/bank-account', as: 'owner', body: { stripeAccount: 'se', accountToken: 'ct_sandbox_owner', bankAccountToken: 'btok_SE4550000000058398257466' } }) },
  { operationId: 'listYearStats', status: 200, call: () => ({ method: 'GET', path: '/me/year-stats', as: 'owner' }) },
  { operationId: 'updateStripeAccountVerificationStatus', status: 200, call: () => ({ method: 'POST', path: '/me/update-stripe-account-verification-status', as: 'owner' }) },
  { operationId: 'getOwnerPerformanceData', status: 200, call: () => ({ method: 'GET', path: '/me/owner-performance-data', as: 'topOwner' }) },
  { operationId: 'createStripeAccountLink', status: 201, call: (f) => ({ method: 'POST', path: '/stripe/account-links', as: 'owner', body: { userId: f.user('owner').id, refreshUrl: 'http://localhost/economy', returnUrl: 'http://localhost/economy' } }) },
  {
    operationId: 'updatePassword',
    status: 204,
    call: async (f) => {
      // The password reset above ended the sign-up's session: log in with the new password.
      const { data } = (await (await f.client.send({ method: 'POST', path: '/auth/login', body: { email: REGISTERED, password: 'Traveller2027' } })).json()) as Data<{ token: string }>;
      return { method: 'POST', path: '/me/update-password', as: { token: data.token }, body: { currentPassword: 'Traveller2027', newPassword: 'Traveller2028' } };
    },
  },
  {
    operationId: 'deleteMe',
    status: 204,
    call: async (f) => {
      const { data } = (await (await f.client.send({ method: 'POST', path: '/auth/login', body: { email: REGISTERED, password: 'Traveller2028' } })).json()) as Data<{ token: string }>;
      return { method: 'DELETE', path: '/me', as: { token: data.token }, body: { password: 'Traveller2028' } };
    },
  },

  // ---------------------------------------------------------------- favourites and reviews
  { operationId: 'listFavoriteAssets', status: 200, call: () => ({ method: 'GET', path: '/me/favorite-assets', as: 'renter', query: { include: 'asset' } }) },
  { operationId: 'addFavoriteAsset', status: 201, call: (f) => ({ method: 'POST', path: '/me/favorite-assets', as: 'renter', body: { assetId: kabe(f).id, pageName: 'vehicle', index: 0 } }) },
  { operationId: 'removeFavoriteAsset', status: 204, call: (f) => ({ method: 'DELETE', path: '/me/favorite-assets', as: 'renter', body: { assetId: kabe(f).id } }) },
  { operationId: 'toggleFavoriteAsset', status: 200, call: (f) => ({ method: 'POST', path: '/me/favorite-assets/toggle', as: 'renter', body: { assetId: kabe(f).id } }) },
  { operationId: 'listAssetReviews', status: 200, call: (f) => ({ method: 'GET', path: '/assets/{id}/reviews', params: { id: knaus(f).id }, query: { 'page[size]': 5 } }) },
  { operationId: 'getUserStats', status: 200, call: (f) => ({ method: 'GET', path: '/users/{id}/stats', params: { id: f.user('topOwner').id } }) },
  { operationId: 'listUserReviews', status: 200, call: (f) => ({ method: 'GET', path: '/users/{id}/reviews', params: { id: f.user('topOwner').id }, query: { 'filter[direction]': 'received', 'filter[hasComment]': true } }) },
  { operationId: 'listPlatformReviews', status: 200, call: () => ({ method: 'GET', path: '/user-reviews', query: { 'page[size]': 10 } }) },
  { operationId: 'getPlatformReviewStats', status: 200, call: () => ({ method: 'GET', path: '/user-reviews/stats' }) },

  // ---------------------------------------------------------------- vehicles
  { operationId: 'getVehicleData', status: 200, call: (f) => ({ method: 'GET', path: '/vehicle-data/{a}/{b}', as: 'owner', params: { a: 'se', b: (hymer(f).licensePlate ?? '').replace(/\s/g, '') } }) },
  { operationId: 'listAssets', status: 200, call: () => ({ method: 'GET', path: '/assets', query: { 'filter[subType]': 'motorhome', 'filter[country]': 'SE', sort: 'price', 'page[size]': 5 } }) },
  { operationId: 'countAssets', status: 200, call: () => ({ method: 'GET', path: '/assets/count', query: { 'filter[petsAllowed]': 1 } }) },
  { operationId: 'getAsset', status: 200, call: (f) => ({ method: 'GET', path: '/assets/{id}', params: { id: hymer(f).id }, query: { fromDate: '2027-06-01', toDate: '2027-06-08' } }) },
  { operationId: 'getAssetFilterOptions', status: 200, call: () => ({ method: 'GET', path: '/asset-filters' }) },
  { operationId: 'listAssetBrands', status: 200, call: () => ({ method: 'GET', path: '/asset-brands' }) },
  { operationId: 'listMyAssets', status: 200, call: () => ({ method: 'GET', path: '/me/assets', as: 'owner', query: { 'filter[type]': 'vehicle' } }) },
  { operationId: 'listRelatedAssets', status: 200, call: (f) => ({ method: 'GET', path: '/assets/{id}/related', params: { id: hymer(f).id }, query: { count: 3 } }) },
  {
    operationId: 'createAsset',
    status: 201,
    call: (f) => ({ method: 'POST', path: '/assets', as: 'owner', body: { type: 'vehicle', subType: 'campervan', brandId: f.sandbox.store.brands.find((b) => b.key === 'volkswagen')?.id ?? null, model: 'California 6.1 Beach', modelYear: 2022 } }),
    after: (body, f) => (f.state['newAssetId'] = dataOf<{ id: number }>(body).id),
  },
  { operationId: 'updateAsset', status: 200, call: (f) => ({ method: 'PUT', path: '/assets/{id}', as: 'owner', params: { id: num(f, 'newAssetId') }, body: { description: 'Our second campervan, perfect for two.', sleepsNumber: 2 } }) },
  { operationId: 'deleteAsset', status: 204, call: (f) => ({ method: 'DELETE', path: '/assets/{id}', as: 'owner', params: { id: num(f, 'newAssetId') } }) },
  {
    operationId: 'confirmAssetInsuranceRequirements',
    status: 200,
    call: (f) => ({ method: 'POST', path: '/assets/{id}/confirm-insurance-requirements', as: 'owner', params: { id: california(f).id }, body: { isPrivatelyOwned: true, hasAlteredGasTank: false, hasApprovedTrackingDevice: false, insuranceValue: 50_000_000, currentOdometerValue: 64_000, maximumAuthorizedMass: 3_500 } }),
  },
  { operationId: 'listAssetInsurancePriceLevels', status: 200, call: (f) => ({ method: 'GET', path: '/assets/{id}/insurance-price-levels', as: 'owner', params: { id: hymer(f).id } }) },
  { operationId: 'listAssetAvailableInsuranceProducts', status: 200, call: (f) => ({ method: 'GET', path: '/assets/{id}/available-insurance-products', as: 'renter', params: { id: hymer(f).id }, query: { fromDate: '2027-06-01', toDate: '2027-06-08' } }) },
  { operationId: 'getAssetUnavailableDates', status: 200, call: (f) => ({ method: 'GET', path: '/assets/{id}/unavailable-dates', params: { id: hymer(f).id } }) },
  { operationId: 'listAssetRentedPeriods', status: 200, call: (f) => ({ method: 'GET', path: '/assets/{id}/rented-periods', as: 'owner', params: { id: hymer(f).id } }) },
  { operationId: 'listAssetUnavailablePeriods', status: 200, call: (f) => ({ method: 'GET', path: '/assets/{id}/unavailable-periods', as: 'owner', params: { id: kabe(f).id } }) },
  {
    operationId: 'createUnavailablePeriod',
    status: 201,
    call: (f) => ({ method: 'POST', path: '/unavailable-periods', as: 'owner', body: { assetId: kabe(f).id, ...f.freeRange(kabe(f), 5, 300), note: 'Own use', reason: 'own_use' } }),
    after: (body, f) => (f.state['periodId'] = dataOf<{ id: number }>(body).id),
  },
  { operationId: 'updateUnavailablePeriod', status: 200, call: (f) => ({ method: 'PUT', path: '/unavailable-periods/{id}', as: 'owner', params: { id: num(f, 'periodId') }, body: { note: 'Family trip' } }) },
  { operationId: 'deleteUnavailablePeriod', status: 204, call: (f) => ({ method: 'DELETE', path: '/unavailable-periods/{id}', as: 'owner', params: { id: num(f, 'periodId') } }) },
  { operationId: 'listAssetImages', status: 200, call: (f) => ({ method: 'GET', path: '/assets/{id}/images', params: { id: hymer(f).id } }) },
  {
    operationId: 'uploadAssetImage',
    status: 201,
    call: (f) => ({ method: 'POST', path: '/assets/{id}/images', as: 'owner', params: { id: hymer(f).id }, multipart: { file: pngFile(), viewType: 'additional' } }),
    after: (body, f) => (f.state['imageId'] = dataOf<{ id: number }>(body).id),
  },
  { operationId: 'rotateAssetImageLeft', status: 200, call: (f) => ({ method: 'POST', path: '/asset-images/{id}/rotate-left', as: 'owner', params: { id: num(f, 'imageId') } }) },
  { operationId: 'rotateAssetImageRight', status: 200, call: (f) => ({ method: 'POST', path: '/asset-images/{id}/rotate-right', as: 'owner', params: { id: num(f, 'imageId') } }) },
  { operationId: 'moveAssetImageUp', status: 200, call: (f) => ({ method: 'POST', path: '/asset-images/{id}/move-up', as: 'owner', params: { id: num(f, 'imageId') } }) },
  { operationId: 'moveAssetImageDown', status: 200, call: (f) => ({ method: 'POST', path: '/asset-images/{id}/move-down', as: 'owner', params: { id: num(f, 'imageId') } }) },
  { operationId: 'deleteAssetImage', status: 204, call: (f) => ({ method: 'DELETE', path: '/asset-images/{id}', as: 'owner', params: { id: num(f, 'imageId') } }) },
  { operationId: 'uploadRegistrationDocument', status: 201, call: (f) => ({ method: 'POST', path: '/assets/{id}/registration-document', as: 'owner', params: { id: hymer(f).id }, multipart: { file: pdfFile() } }) },
  { operationId: 'deleteRegistrationDocument', status: 204, call: (f) => ({ method: 'DELETE', path: '/assets/{id}/registration-document', as: 'owner', params: { id: hymer(f).id } }) },
  { operationId: 'listAssetAvailableAddons', status: 200, call: (f) => ({ method: 'GET', path: '/assets/{id}/available-addons', params: { id: hymer(f).id }, query: { fromDate: '2027-06-01', toDate: '2027-06-08' } }) },
  { operationId: 'listAssetPricingExamples', status: 200, call: (f) => ({ method: 'GET', path: '/assets/{id}/pricing-examples', as: 'owner', params: { id: hymer(f).id } }) },
  { operationId: 'getAssetPriceSuggestions', status: 200, call: (f) => ({ method: 'GET', path: '/assets/{id}/price-suggestions', as: 'owner', params: { id: hymer(f).id } }) },
  { operationId: 'listOwnerAddons', status: 200, call: (f) => ({ method: 'GET', path: '/assets/{id}/owner-addons', as: 'owner', params: { id: hymer(f).id } }) },
  {
    operationId: 'createOwnerAddon',
    status: 201,
    call: (f) => {
      const offered = new Set(f.sandbox.store.ownerAddons.by('assetId', hymer(f).id).map((a) => a.key));
      const key = (['hammock', 'cooler_box', 'grill', 'pavillion', 'towels'] as const).find((k) => !offered.has(k)) ?? 'hammock';
      return { method: 'POST', path: '/assets/{id}/owner-addons', as: 'owner', params: { id: hymer(f).id }, body: { key, price: 10_000, pricingStrategy: 'per_booking', quantity: 1 } };
    },
    after: (body, f) => {
      const addon = dataOf<{ id: number; key: string }>(body);
      f.state['addonId'] = addon.id;
      f.state['addonKey'] = addon.key;
    },
  },
  { operationId: 'updateOwnerAddon', status: 200, call: (f) => ({ method: 'PUT', path: '/assets/{id}/owner-addons/{addonId}', as: 'owner', params: { id: hymer(f).id, addonId: num(f, 'addonId') }, body: { key: str(f, 'addonKey'), price: 12_000, pricingStrategy: 'per_booking' } }) },
  { operationId: 'deleteOwnerAddon', status: 204, call: (f) => ({ method: 'DELETE', path: '/assets/{id}/owner-addons/{addonId}', as: 'owner', params: { id: hymer(f).id, addonId: num(f, 'addonId') } }) },

  // ---------------------------------------------------------------- damages (an admin acts on a seeded damage)
  {
    operationId: 'listAssetDamages',
    status: 200,
    call: (f) => {
      const damage = f.sandbox.store.assetDamages.find((d) => d.images.length > 0);
      f.state['damageId'] = damage?.id ?? 0;
      return { method: 'GET', path: '/assets/{id}/damages', as: 'admin', params: { id: damage?.assetId ?? 0 } };
    },
  },
  { operationId: 'updateAssetDamage', status: 200, call: (f) => ({ method: 'PUT', path: '/asset-damages/{id}', as: 'admin', params: { id: num(f, 'damageId') }, body: { description: 'Dent repaired with filler, paint pending' } }) },
  { operationId: 'rotateAssetDamageImageLeft', status: 200, call: (f) => ({ method: 'POST', path: '/asset-damages/{id}/rotate-image-left', as: 'admin', params: { id: num(f, 'damageId') }, body: { type: 'overview' } }) },
  { operationId: 'rotateAssetDamageImageRight', status: 200, call: (f) => ({ method: 'POST', path: '/asset-damages/{id}/rotate-image-right', as: 'admin', params: { id: num(f, 'damageId') }, body: { type: 'overview' } }) },
  { operationId: 'setAssetDamageResolved', status: 200, call: (f) => ({ method: 'PATCH', path: '/asset-damages/{id}/set-resolved', as: 'admin', params: { id: num(f, 'damageId') } }) },
  { operationId: 'deleteAssetDamage', status: 204, call: (f) => ({ method: 'DELETE', path: '/asset-damages/{id}', as: 'admin', params: { id: num(f, 'damageId') } }) },

  // ---------------------------------------------------------------- an ended booking: damage with a pending amount, longer deposit hold, review
  {
    operationId: 'createAssetDamage',
    status: 201,
    call: (f) => {
      const ended = f.bookingOf('renter', 'ended', 'topOwner');
      f.state['endedBookingId'] = ended.id;
      return { method: 'POST', path: '/asset-damages', as: 'topOwner', body: { assetId: knaus(f).id, bookingId: ended.id, location: 'Rear bumper, left', description: 'Scratch about 20 cm', courseOfEvents: 'Reversing at a campsite', compensationMode: 'pending_amount' } };
    },
  },
  { operationId: 'extendDepositReleaseDeadline', status: 200, call: (f) => ({ method: 'POST', path: '/bookings/{id}/extend-deposit-release-deadline', as: 'topOwner', params: { id: num(f, 'endedBookingId') }, body: { reason: 'Waiting for the workshop quote' } }) },
  { operationId: 'createBookingReview', status: 201, call: (f) => ({ method: 'POST', path: '/bookings/{id}/reviews', as: 'renter', params: { id: num(f, 'endedBookingId') }, body: { overallScore: 5, overallComment: 'Lovely motorhome and a kind owner.' } }) },
  { operationId: 'listInsuranceClaims', status: 200, call: (f) => ({ method: 'GET', path: '/bookings/{id}/insurance-claims', as: 'renter', params: { id: num(f, 'endedBookingId') } }) },
  { operationId: 'getInsurancePolicy', status: 200, call: (f) => ({ method: 'GET', path: '/bookings/{id}/insurance-policy', as: 'renter', params: { id: num(f, 'endedBookingId') } }) },

  // ---------------------------------------------------------------- a booking from draft to confirmed, changed and extended
  {
    operationId: 'createBooking',
    status: 201,
    call: (f) => {
      const range = window(f);
      f.state['windowStart'] = range.fromDate;
      return {
        method: 'POST',
        path: '/bookings',
        as: 'renter',
        body: { assetId: hymer(f).id, fromDate: day(f, 0), toDate: day(f, 6), message: 'Hej Erik! Vi vill gärna hyra husbilen i en vecka.', destinationAbroad: false, travelAbroad: false, drivingLicenseConfirmed: true, insuranceKey: 'omocom_basic', payLater: false },
      };
    },
    after: (body, f) => {
      const booking = dataOf<{ id: number; order?: { id: number } }>(body);
      f.state['bookingId'] = booking.id;
      f.state['orderId'] = booking.order?.id ?? 0;
    },
  },
  { operationId: 'listBookings', status: 200, call: () => ({ method: 'GET', path: '/bookings', as: 'renter', query: { 'filter[role]': 'renter', 'filter[showCanceled]': true, sort: '-fromDate' } }) },
  { operationId: 'getBooking', status: 200, call: (f) => ({ method: 'GET', path: '/bookings/{id}', as: 'renter', params: { id: num(f, 'bookingId') }, query: { include: 'order,message,changeRequests,additionalDrivers,extraCharges,extraChargeDiscounts,checkinDamages,checkoutDamages,asset' } }) },
  { operationId: 'updateBooking', status: 200, call: (f) => ({ method: 'PUT', path: '/bookings/{id}', as: 'renter', params: { id: num(f, 'bookingId') }, body: { addons: [], travelAbroad: false } }) },
  { operationId: 'setBookingNewDates', status: 200, call: (f) => ({ method: 'POST', path: '/bookings/{id}/new-dates', as: 'renter', params: { id: num(f, 'bookingId') }, body: { fromDate: day(f, 1), toDate: day(f, 7) } }) },
  { operationId: 'getOrder', status: 200, call: (f) => ({ method: 'GET', path: '/orders/{id}', as: 'renter', params: { id: num(f, 'orderId') }, query: { include: 'installments,transfers,deposit,items,discounts' } }) },
  {
    operationId: 'confirmOrder',
    status: 200,
    call: (f) => ({ method: 'POST', path: '/orders/{id}/confirm', as: 'renter', params: { id: num(f, 'orderId') }, body: { payLater: false } }),
    after: (body, f) => (f.state['installmentId'] = dataOf<{ installments?: { id: number; status: string }[] }>(body).installments?.find((i) => i.status === 'payable')?.id ?? 0),
  },
  {
    operationId: 'createPayment',
    status: 201,
    call: (f) => ({ method: 'POST', path: '/payments', as: 'renter', body: { payableType: 'installment', payableId: num(f, 'installmentId'), method: 'stripe', stripeAccount: 'se', paymentMethodId: 'pm_card_4242424242424242', paymentMethodType: 'card' } }),
    after: (body, f) => (f.state['paymentId'] = dataOf<{ id: number }>(body).id),
  },
  { operationId: 'getPayment', status: 200, call: (f) => ({ method: 'GET', path: '/payments/{id}', as: 'renter', params: { id: num(f, 'paymentId') } }) },
  { operationId: 'performBookingAction', status: 200, call: (f) => ({ method: 'POST', path: '/bookings/{id}/actions', as: 'owner', params: { id: num(f, 'bookingId') }, body: { action: 'accept', message: 'Välkommen!' } }) },
  { operationId: 'listOrderInstallments', status: 200, call: (f) => ({ method: 'GET', path: '/orders/{id}/installments', as: 'renter', params: { id: num(f, 'orderId') }, query: { 'filter[status]': 'paid,payable' } }) },
  { operationId: 'getInstallment', status: 200, call: (f) => ({ method: 'GET', path: '/installments/{id}', as: 'renter', params: { id: num(f, 'installmentId') } }) },
  {
    operationId: 'addOrderItem',
    status: 201,
    call: (f) => {
      const product = f.sandbox.store.products.find((p) => p.country === 'SE' && p.key === 'roadside_assistance');
      return { method: 'POST', path: '/orders/{id}/items', as: 'renter', params: { id: num(f, 'orderId') }, body: { productId: product?.id ?? 0, quantity: 1 } };
    },
  },
  { operationId: 'listOrderItems', status: 200, call: (f) => ({ method: 'GET', path: '/orders/{id}/items', as: 'renter', params: { id: num(f, 'orderId') } }) },
  { operationId: 'listOrderDiscounts', status: 200, call: (f) => ({ method: 'GET', path: '/orders/{id}/discounts', as: 'renter', params: { id: num(f, 'orderId') } }) },
  { operationId: 'listBookingAvailableAddons', status: 200, call: (f) => ({ method: 'GET', path: '/bookings/{id}/available-addons', as: 'renter', params: { id: num(f, 'bookingId') }, query: { 'filter[type]': 'insurance' } }) },
  { operationId: 'upgradeInsurance', status: 200, call: (f) => ({ method: 'POST', path: '/bookings/{id}/upgrade-insurance', as: 'renter', params: { id: num(f, 'bookingId') }, body: { insuranceKey: 'omocom_plus', travelAbroad: true } }) },
  { operationId: 'listProducts', status: 200, call: (f) => ({ method: 'GET', path: '/products', as: 'renter', query: { 'filter[key]': 'deductible_buydown', 'filter[bookingId]': num(f, 'bookingId') } }) },
  {
    operationId: 'createAdditionalDriver',
    status: 201,
    call: (f) => ({ method: 'POST', path: '/bookings/{id}/additional-drivers', as: 'renter', params: { id: num(f, 'bookingId') }, body: { name: 'Johan Lindqvist' } }),
    after: (body, f) => (f.state['driverId'] = dataOf<{ id: number }>(body).id),
  },
  { operationId: 'listAdditionalDrivers', status: 200, call: (f) => ({ method: 'GET', path: '/bookings/{id}/additional-drivers', as: 'renter', params: { id: num(f, 'bookingId') } }) },
  { operationId: 'updateAdditionalDriver', status: 200, call: (f) => ({ method: 'PUT', path: '/additional-drivers/{id}', as: 'renter', params: { id: num(f, 'driverId') }, body: { name: 'Johan Lindqvist Holm' } }) },
  { operationId: 'uploadAdditionalDriverImage', status: 200, call: (f) => ({ method: 'POST', path: '/additional-drivers/{id}/images', as: 'renter', params: { id: num(f, 'driverId') }, multipart: { file: pngFile('licence.png'), type: 'driving_license_front' } }) },
  { operationId: 'rotateAdditionalDriverImageLeft', status: 200, call: (f) => ({ method: 'POST', path: '/additional-drivers/{id}/rotate-image-left', as: 'renter', params: { id: num(f, 'driverId') }, body: { type: 'driving_license_front' } }) },
  { operationId: 'rotateAdditionalDriverImageRight', status: 200, call: (f) => ({ method: 'POST', path: '/additional-drivers/{id}/rotate-image-right', as: 'renter', params: { id: num(f, 'driverId') }, body: { type: 'driving_license_front' } }) },
  { operationId: 'deleteAdditionalDriverImage', status: 200, call: (f) => ({ method: 'POST', path: '/additional-drivers/{id}/delete-image', as: 'renter', params: { id: num(f, 'driverId') }, body: { type: 'driving_license_front' } }) },
  { operationId: 'deleteAdditionalDriver', status: 204, call: (f) => ({ method: 'DELETE', path: '/additional-drivers/{id}', as: 'renter', params: { id: num(f, 'driverId') } }) },
  { operationId: 'getChangeRequestCosts', status: 200, call: (f) => ({ method: 'GET', path: '/bookings/{id}/change-request-costs', as: 'renter', params: { id: num(f, 'bookingId') }, query: { newFromDate: day(f, 1), newToDate: day(f, 8) } }) },
  {
    operationId: 'createChangeRequest',
    status: 201,
    call: (f) => ({ method: 'POST', path: '/bookings/{id}/change-requests', as: 'renter', params: { id: num(f, 'bookingId') }, body: { newFromDate: day(f, 1), newToDate: day(f, 8), message: 'One more night, please.' } }),
    after: (body, f) => (f.state['changeId'] = dataOf<{ id: number }>(body).id),
  },
  { operationId: 'listChangeRequests', status: 200, call: (f) => ({ method: 'GET', path: '/bookings/{id}/change-requests', as: 'owner', params: { id: num(f, 'bookingId') } }) },
  { operationId: 'acceptChangeRequest', status: 200, call: (f) => ({ method: 'POST', path: '/booking-change-requests/{id}/accept', as: 'owner', params: { id: num(f, 'changeId') } }) },
  { operationId: 'confirmOrderExtension', status: 200, call: (f) => ({ method: 'POST', path: '/orders/{id}/extend-confirm', as: 'renter', params: { id: num(f, 'orderId') } }) },
  {
    operationId: 'denyChangeRequest',
    status: 200,
    call: async (f) => {
      const change = await f.client.data<{ id: number }>({ method: 'POST', path: '/bookings/{id}/change-requests', as: 'owner', params: { id: num(f, 'bookingId') }, body: { newFromDate: day(f, 2), newToDate: day(f, 8) } });
      return { method: 'POST', path: '/booking-change-requests/{id}/deny', as: 'renter', params: { id: change.id } };
    },
  },
  {
    operationId: 'cancelChangeRequest',
    status: 200,
    call: async (f) => {
      const change = await f.client.data<{ id: number }>({ method: 'POST', path: '/bookings/{id}/change-requests', as: 'renter', params: { id: num(f, 'bookingId') }, body: { newFromDate: day(f, 0), newToDate: day(f, 8) } });
      return { method: 'POST', path: '/booking-change-requests/{id}/cancel', as: 'renter', params: { id: change.id } };
    },
  },
  { operationId: 'listBookingHistory', status: 200, call: (f) => ({ method: 'GET', path: '/bookings/{id}/history', as: 'owner', params: { id: num(f, 'bookingId') } }) },
  { operationId: 'getRentalContract', status: 200, call: (f) => ({ method: 'GET', path: '/bookings/{id}/rental-contract', as: 'renter', params: { id: num(f, 'bookingId') } }) },

  // ---------------------------------------------------------------- ID verification, checks, messages, payouts
  { operationId: 'createIdVerification', status: 201, call: () => ({ method: 'POST', path: '/me/id-verifications', as: 'swissRenter', body: { method: 'manual', documentType: 'id_card', documentCountry: 'CH' } }), after: (body, f) => (f.state['verificationId'] = dataOf<{ id: number }>(body).id) },
  { operationId: 'getMyIdVerification', status: 200, call: () => ({ method: 'GET', path: '/me/id-verifications', as: 'swissRenter' }) },
  { operationId: 'uploadIdVerificationImage', status: 200, call: (f) => ({ method: 'POST', path: '/id-verifications/{id}/images', as: 'swissRenter', params: { id: num(f, 'verificationId') }, multipart: { file: pngFile('id-front.png'), type: 'front' } }) },
  { operationId: 'rotateIdVerificationImageLeft', status: 200, call: (f) => ({ method: 'POST', path: '/id-verifications/{id}/rotate-image-left', as: 'swissRenter', params: { id: num(f, 'verificationId') }, body: { type: 'front' } }) },
  { operationId: 'rotateIdVerificationImageRight', status: 200, call: (f) => ({ method: 'POST', path: '/id-verifications/{id}/rotate-image-right', as: 'swissRenter', params: { id: num(f, 'verificationId') }, body: { type: 'front' } }) },
  { operationId: 'deleteIdVerificationImage', status: 200, call: (f) => ({ method: 'POST', path: '/id-verifications/{id}/delete-image', as: 'swissRenter', params: { id: num(f, 'verificationId') }, body: { type: 'front' } }) },
  { operationId: 'updateIdVerification', status: 200, call: (f) => ({ method: 'PUT', path: '/id-verifications/{id}', as: 'swissRenter', params: { id: num(f, 'verificationId') }, body: { documentType: 'passport' } }) },
  { operationId: 'deleteIdVerification', status: 204, call: (f) => ({ method: 'DELETE', path: '/id-verifications/{id}', as: 'swissRenter', params: { id: num(f, 'verificationId') } }) },
  { operationId: 'runCreditReport', status: 200, call: () => ({ method: 'POST', path: '/verify/credit-report', as: 'renter', body: { socialSecurityNumber: '19900412-1234' } }) },
  { operationId: 'runBusRegisterCheck', status: 200, call: () => ({ method: 'POST', path: '/verify/bus-register-check', as: 'renter', body: {} }) },
  { operationId: 'runNusvarRegisterCheck', status: 200, call: () => ({ method: 'POST', path: '/verify/nusvar-register-check', as: 'renter', body: { socialSecurityNumber: '19900412-1234' } }) },
  { operationId: 'createEidSignedRequest', status: 200, call: () => ({ method: 'POST', path: '/verify/eid-signed-request', as: 'renter', body: { redirectUri: 'http://localhost/verify-id', acrValues: 'urn:grn:authn:se:bankid:same-device' } }) },
  { operationId: 'verifyEidOauth', status: 200, call: () => ({ method: 'POST', path: '/verify/eid-oauth', as: 'renter', body: { code: 'sbx-eid-ok', redirectUri: 'http://localhost/verify-id' } }) },
  {
    operationId: 'createConversation',
    status: 201,
    call: (f) => ({ method: 'POST', path: '/conversations', as: 'renter', body: { recipientId: f.user('topOwner').id, content: 'Hej Ingrid! Är husvagnen ledig i juli?', assetId: knaus(f).id } }),
    after: (body, f) => (f.state['conversationId'] = dataOf<{ id: number }>(body).id),
  },
  { operationId: 'listMyConversations', status: 200, call: () => ({ method: 'GET', path: '/me/conversations', as: 'renter' }) },
  { operationId: 'getUnreadConversations', status: 200, call: () => ({ method: 'GET', path: '/me/unread-conversations', as: 'topOwner' }) },
  { operationId: 'listConversationMessages', status: 200, call: (f) => ({ method: 'GET', path: '/conversations/{id}/messages', as: 'topOwner', params: { id: num(f, 'conversationId') } }) },
  {
    operationId: 'sendMessage',
    status: 201,
    call: (f) => ({ method: 'POST', path: '/conversations/{id}/messages', as: 'renter', params: { id: num(f, 'conversationId') }, body: { content: 'Vi är två vuxna och en hund.' } }),
    after: (body, f) => (f.state['messageId'] = dataOf<{ id: number }>(body).id),
  },
  { operationId: 'updateMessage', status: 200, call: (f) => ({ method: 'PUT', path: '/messages/{id}', as: 'renter', params: { id: num(f, 'messageId') }, body: { content: 'Vi är två vuxna och en liten hund.' } }) },
  {
    operationId: 'listPayouts',
    status: 200,
    call: () => ({ method: 'GET', path: '/payouts', as: 'owner' }),
    after: (body, f) => (f.state['payoutId'] = (body as Data<{ id: number }[]>).data[0]?.id ?? 0),
  },
  { operationId: 'getPayout', status: 200, call: (f) => ({ method: 'GET', path: '/payouts/{id}', as: 'owner', params: { id: num(f, 'payoutId') } }) },
  { operationId: 'listPayoutReports', status: 200, call: () => ({ method: 'GET', path: '/payout-reports', as: 'owner' }) },

  // ---------------------------------------------------------------- a trip: check-in, check-out, deposit (the clock moves to its start day)
  {
    operationId: 'getDeposit',
    status: 200,
    call: async (f) => {
      const trip = f.bookingOf('renter', 'confirmed', 'owner');
      f.state['tripId'] = trip.id;
      await f.client.send({ method: 'POST', path: '/__sandbox/settings', body: { now: `${trip.fromDate}T08:00:00.000Z` } });
      f.client.forgetTokens();
      const order = f.sandbox.store.orders.by('bookingId', trip.id)[0];
      await f.client.data({ method: 'POST', path: '/payments', as: 'renter', body: { payableType: 'order', payableId: order?.id ?? 0, method: 'stripe', stripeAccount: 'se', paymentMethodId: 'pm_success', paymentMethodType: 'card' } });
      const deposit = f.sandbox.store.deposits.by('orderId', order?.id ?? 0)[0];
      await f.client.data({ method: 'POST', path: '/payments', as: 'renter', body: { payableType: 'deposit', payableId: deposit?.id ?? 0, method: 'stripe', stripeAccount: 'se', paymentMethodId: 'pm_success', paymentMethodType: 'card' } });
      return { method: 'GET', path: '/deposits/{id}', as: 'renter', params: { id: deposit?.id ?? 0 } };
    },
  },
  { operationId: 'finalizeCheckin', status: 200, call: (f) => ({ method: 'POST', path: '/bookings/{id}/finalize-checkin', as: 'owner', params: { id: num(f, 'tripId') }, body: { mileage: 64_200, fuelLevel: 1, drivingLicenseChecked: true, idLastFour: '4821' } }) },
  { operationId: 'syncCheckinDamages', status: 200, call: (f) => ({ method: 'POST', path: '/bookings/{id}/sync-checkin-damages', as: 'owner', params: { id: num(f, 'tripId') } }) },
  {
    operationId: 'uploadCheckinImage',
    status: 201,
    call: (f) => ({ method: 'POST', path: '/bookings/{id}/checkin-images', as: 'owner', params: { id: num(f, 'tripId') }, multipart: { file: pngFile('front.png'), type: 'front' } }),
    after: (body, f) => (f.state['checkinImageId'] = dataOf<{ id: number }>(body).id),
  },
  { operationId: 'rotateCheckinImageLeft', status: 200, call: (f) => ({ method: 'POST', path: '/bookings/{id}/checkin-images/{imageId}/rotate-left', as: 'owner', params: { id: num(f, 'tripId'), imageId: num(f, 'checkinImageId') } }) },
  { operationId: 'rotateCheckinImageRight', status: 200, call: (f) => ({ method: 'POST', path: '/bookings/{id}/checkin-images/{imageId}/rotate-right', as: 'owner', params: { id: num(f, 'tripId'), imageId: num(f, 'checkinImageId') } }) },
  { operationId: 'deleteCheckinImage', status: 204, call: (f) => ({ method: 'DELETE', path: '/bookings/{id}/checkin-images/{imageId}', as: 'owner', params: { id: num(f, 'tripId'), imageId: num(f, 'checkinImageId') } }) },
  { operationId: 'approveCheckin', status: 200, call: (f) => ({ method: 'POST', path: '/bookings/{id}/approve-checkin', as: 'renter', params: { id: num(f, 'tripId') }, body: { comment: null } }) },
  {
    operationId: 'uploadCheckoutImage',
    status: 201,
    call: (f) => ({ method: 'POST', path: '/bookings/{id}/checkout-images', as: 'owner', params: { id: num(f, 'tripId') }, multipart: { file: pngFile('back.png'), type: 'back' } }),
    after: (body, f) => (f.state['checkoutImageId'] = dataOf<{ id: number }>(body).id),
  },
  { operationId: 'rotateCheckoutImageLeft', status: 200, call: (f) => ({ method: 'POST', path: '/bookings/{id}/checkout-images/{imageId}/rotate-left', as: 'owner', params: { id: num(f, 'tripId'), imageId: num(f, 'checkoutImageId') } }) },
  { operationId: 'rotateCheckoutImageRight', status: 200, call: (f) => ({ method: 'POST', path: '/bookings/{id}/checkout-images/{imageId}/rotate-right', as: 'owner', params: { id: num(f, 'tripId'), imageId: num(f, 'checkoutImageId') } }) },
  { operationId: 'deleteCheckoutImage', status: 204, call: (f) => ({ method: 'DELETE', path: '/bookings/{id}/checkout-images/{imageId}', as: 'owner', params: { id: num(f, 'tripId'), imageId: num(f, 'checkoutImageId') } }) },
  { operationId: 'finalizeCheckout', status: 200, call: (f) => ({ method: 'POST', path: '/bookings/{id}/finalize-checkout', as: 'owner', params: { id: num(f, 'tripId') }, body: { mileage: 64_900, fuelLevel: 0.75, extraCharges: [{ category: 'fuel', amount: 45_000, description: 'Tank not refilled' }] } }) },
  { operationId: 'listExtraCharges', status: 200, call: (f) => ({ method: 'GET', path: '/bookings/{id}/extra-charges', as: 'renter', params: { id: num(f, 'tripId') } }) },
  { operationId: 'approveCheckout', status: 200, call: (f) => ({ method: 'POST', path: '/bookings/{id}/approve-checkout', as: 'renter', params: { id: num(f, 'tripId') }, body: {} }) },
  {
    operationId: 'releaseDeposit',
    status: 200,
    call: (f) => ({ method: 'POST', path: '/bookings/{id}/release-deposit', as: 'owner', params: { id: num(f, 'tripId') } }),
    after: async (_body, f) => {
      await f.client.send({ method: 'POST', path: '/__sandbox/settings', body: { now: null } });
      f.client.forgetTokens();
    },
  },
];
