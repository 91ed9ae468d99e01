import { bookingOf, FIXTURE_NOW, hoursFromFixtureNow, orderOf } from '@/shared/test';

/** One booking per alert kind, each due soon at FIXTURE_NOW; shared by the tests and the stories. */
export const alertBookings = {
  // Requested 14 hours ago: the owner's 24 h end in 10 h.
  answerRequest: bookingOf({ id: 7101, createdAt: hoursFromFixtureNow(-14) }),
  // Accepted 30 h ago: the renter's 48 h end in 18 h.
  payBooking: bookingOf({ id: 7102, requestStatus: 'accepted', order: orderOf(), paymentDueAt: hoursFromFixtureNow(18) }),
  // Confirmed, check-in in 3 days, ID not verified.
  verifyId: bookingOf({
    id: 7103,
    ecommerceStatus: 'confirmed',
    requestStatus: 'accepted',
    fromDate: new Date(FIXTURE_NOW.getTime() + 3 * 86_400_000).toISOString().slice(0, 10),
    renter: { id: 2, firstName: 'Alex', name: 'Alex renter', isIdVerified: false },
  }),
};
