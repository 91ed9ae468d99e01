export {
  CART_STEPS,
  PLATFORM_INSURANCE_PLANS,
  PRICING_STRATEGIES,
  type AdditionalDriver,
  type Cart,
  type CartAddon,
  type CartBooking,
  type CartStep,
  type CartVehicle,
  type PendingBookingRequest,
  type PlatformInsurancePlan,
  type PricingStrategy,
  type SelectedAddon,
} from './model/types';
export { EMPTY_CART, newBookingRequest } from './model/empty-cart';
export { CART_VERSION, StoredCartSchema } from './model/cart-schema';
export {
  CART_KEY,
  CART_MAX_AGE_MS,
  clearCart,
  keepExistingSelectedAddons,
  readCart,
  readPendingMessage,
  saveBookingRequest,
  saveCart,
  savePendingMessage,
  withBookingRequest,
  withCartAddons,
  withCartStep,
  withPendingMessage,
  withSelectedAddon,
} from './model/cart-storage';
export { YOUNG_DRIVER_MAX_AGE, ageOnDate, isYoungDriver, meetsMinimumAge } from './model/young-driver';
export { addonTotal, selectedAddonsTotal } from './model/addon-pricing';
export { COVERAGE_REPLACING_BASIC, basicCoverageDeduction, totalWithCoverage } from './model/insurance-coverage';
export { ACCEPTED_LICENCE_ORIGINS, HEAVY_VEHICLE_MASS_KG, LICENCE_MIN_YEARS, requiredLicenceCategory, type LicenceCategory } from './model/driving-licence';
export { aboutYouInputOf, aboutYouProblems, type AboutYouField, type AboutYouInput, type AboutYouProblem } from './model/about-you';
export { BLOCKING_FAILURES, canRetryFailure, stepForFailure, type RequestFailure } from './model/request-failure';
