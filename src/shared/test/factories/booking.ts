import type { components } from '@/shared/api';
import { hoursFromFixtureNow } from './fixture-now';
import { USER_IDS } from './user';

type Booking = components['schemas']['Booking'];
type Order = components['schemas']['Order'];
type Installment = components['schemas']['Installment'];

/**
 * A binding request the factory's renter sent an hour ago for a week in February on the factory's
 * vehicle (`vehicleOf()`), waiting for the owner, as `GET /bookings/{id}` answers it. Override the
 * status and its timestamps for the state a test is about; add `order: orderOf()` for the money.
 */
export function bookingOf(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 4711,
    assetId: 101,
    assetSnapshot: { bookingMethod: 'binding', country: 'SE', subType: 'motorhome', isConsideredSwiss: false, maximumAuthorizedMass: 3500, isMotorized: true },
    ecommerceStatus: 'pending_confirmation',
    requestStatus: 'requested',
    renter: { id: USER_IDS.renter, firstName: 'Alex', name: 'Alex renter' },
    owner: { id: USER_IDS.owner, firstName: 'Alex', name: 'Alex owner' },
    fromDate: '2027-02-20',
    toDate: '2027-02-27',
    nights: 7,
    currency: 'sek',
    totalPrice: 1_000_000,
    hasPlatformInsurance: true,
    allowsAddingExtraCharges: true,
    responseDeadlineExtensions: 0,
    responseDueAt: hoursFromFixtureNow(23),
    createdAt: hoursFromFixtureNow(-1),
    ...overrides,
  };
}

/** An installment of the factory's order: the down payment, payable now. */
export function installmentOf(overrides: Partial<Installment> = {}): Installment {
  return {
    id: 1,
    orderId: 1,
    type: 'down_payment',
    status: 'payable',
    dueAt: hoursFromFixtureNow(0),
    amount: 250_000,
    currency: 'sek',
    ...overrides,
  };
}

/**
 * The order of `bookingOf()`: 25% down payment payable now, the rest due 30 days before the start
 * (001 §4); nothing paid yet. The owner's total is the total less the platform's share.
 */
export function orderOf(overrides: Partial<Order> = {}): Order {
  return {
    id: 1,
    bookingId: 4711,
    status: 'open',
    currency: 'sek',
    total: 1_000_000,
    paidAmount: 0,
    ownersTotal: 850_000,
    installments: [installmentOf(), installmentOf({ id: 2, type: 'rental_fee', status: 'pending', amount: 750_000, dueAt: '2027-01-21T00:00:00Z' })],
    ...overrides,
  };
}
