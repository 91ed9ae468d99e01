export { renderOnServerThenHydrate, renderWithProviders } from './render';
// Records as the API answers them (the contract's types), for tests and stories of every layer.
export { FIXTURE_NOW, hoursFromFixtureNow } from './factories/fixture-now';
export { COMPLETE_PROFILE, USER_IDS, signedInAs, userOf, type UserRole } from './factories/user';
export { sandboxImage, vehicleOf } from './factories/vehicle';
export { bookingOf, installmentOf, orderOf } from './factories/booking';
