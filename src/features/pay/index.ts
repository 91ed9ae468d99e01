/**
 * Paying for something (issue #6 point 3): a payable (installment, order, deposit or
 * extra charge) paid with a saved card or a new card through the payment gateway
 * (Stripe's Payment Element against a real API with `VITE_STRIPE_PUBLISHABLE_KEY`,
 * else the sandbox gateway and its test cards).
 *
 * How to embed it (the simplest way, for the booking flow and the booking detail):
 * render the form in the state that pays, and send your machine an event from `onPaid`.
 *
 *   <PayForm
 *     payable={{ type: 'installment', id: installment.id }}  // or { type: 'order', id }
 *     amount={installmentAmountInMinorUnits}
 *     currency={booking.currency}                            // 'sek' … any case
 *     country={renter.stripeAccount ?? vehicleCountry}       // se, no, fi, dk, ch, de, at (li → ch)
 *     onPaid={(payment) => send({ type: 'PAID', paymentId: payment.paymentId })}
 *     onCancel={() => send({ type: 'BACK' })}                // optional: shows a Cancel button
 *   />
 *
 * Your machine needs no payment states: `PayForm` runs `@machines/payment` inside and
 * calls `onPaid` once, when the payment is `succeeded` (or `requires_capture`: a request
 * paid up front, captured when the owner accepts). A failure stays inside the form
 * (message of 001 §8, "Try again"); nothing the payer chose is lost. After `onPaid` the
 * order, booking and payment queries are already invalidated.
 *
 * The sandbox form (tests, e2e): one field labelled "Card number"; the button is named
 * "Pay <amount>" (e.g. "Pay SEK 4,125.00"); saved cards are radios in the group "Pay with"
 * ("Visa ending in 4242, expires 12/2029", "A new card"); failures are a `role="alert"`
 * with a "Try again" button; 3-D Secure is a dialog "Confirm the payment with your bank"
 * with the buttons "Complete authentication" and "Fail authentication"; success shows
 * "Payment received." in a `role="status"`.
 *
 * `PayForm` is lazy (its code, the machine and the gateway load when it first renders),
 * so importing it costs a page almost nothing; Stripe loads only when a real API is configured.
 *
 * To run the machine yourself instead (e.g. as an invoked child), provide
 * `paymentApiActors()` plus `gatewayActors(() => operations)` with the operations of
 * the gateway (`(await loadPaymentGateway()).useOperations()` inside its `Provider`, from
 * `@/shared/lib/payment-gateway`).
 */
export { PayForm } from './ui/lazy-pay-form';
export { BookingPayments } from './ui/lazy-booking-payments';
export type { BookingPaymentsProps } from './ui/booking-payments';
export type { PayFormProps } from './ui/pay-form';
export { gatewayActors, paymentApiActors } from './model/payment-actors';
