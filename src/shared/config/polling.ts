/**
 * How often what can change on the server while a page is open is asked for again: the health
 * status, and while logged in the user's status, bookings, orders and vehicles (spec 002 §4.6).
 */
export const POLL_INTERVAL_MS = 30_000;
