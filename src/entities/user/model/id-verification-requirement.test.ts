import { describe, expect, it } from 'vitest';
import { creditReportBlocksBooking, needsIdVerification, needsIdVerificationToBook } from './id-verification-requirement';

describe('ID verification required before check-in (001 §5)', () => {
  it('is not needed once the user is verified', () => {
    expect(needsIdVerification({ role: 'owner', user: { isIdVerified: true, isConsideredSwiss: false } })).toBe(false);
    expect(needsIdVerification({ role: 'renter', user: { isIdVerified: true, country: 'SE' }, vehicle: { isConsideredSwiss: false } })).toBe(false);
  });

  it('is needed by an owner unless considered Swiss', () => {
    expect(needsIdVerification({ role: 'owner', user: { isIdVerified: false, isConsideredSwiss: false } })).toBe(true);
    expect(needsIdVerification({ role: 'owner', user: { isIdVerified: false, isConsideredSwiss: true } })).toBe(false);
  });

  it('is needed by a renter unless living in CH or LI and renting a vehicle considered Swiss', () => {
    const swissVehicle = { isConsideredSwiss: true };
    expect(needsIdVerification({ role: 'renter', user: { isIdVerified: false, country: 'CH' }, vehicle: swissVehicle })).toBe(false);
    expect(needsIdVerification({ role: 'renter', user: { isIdVerified: false, country: 'LI' }, vehicle: swissVehicle })).toBe(false);
    expect(needsIdVerification({ role: 'renter', user: { isIdVerified: false, country: 'DE' }, vehicle: swissVehicle })).toBe(true);
    expect(needsIdVerification({ role: 'renter', user: { isIdVerified: false, country: 'CH' }, vehicle: { isConsideredSwiss: false } })).toBe(true);
    expect(needsIdVerification({ role: 'renter', user: { isIdVerified: false, country: null }, vehicle: swissVehicle })).toBe(true);
  });
});

describe('ID verification before a booking request (001 §5: applies to CH and LI)', () => {
  const swiss = { isConsideredSwiss: true };
  const nordic = { isConsideredSwiss: false };
  it('stops a renter from elsewhere who books a vehicle considered Swiss', () => {
    expect(needsIdVerificationToBook({ isIdVerified: false, country: 'SE' }, swiss)).toBe(true);
  });
  it('stops a renter living in CH or LI who books a vehicle that is not considered Swiss', () => {
    expect(needsIdVerificationToBook({ isIdVerified: false, country: 'CH' }, nordic)).toBe(true);
    expect(needsIdVerificationToBook({ isIdVerified: false, country: 'LI' }, nordic)).toBe(true);
  });
  it('lets a Swiss renter book a Swiss vehicle, and a renter outside the Swiss rules book, verifying before check-in', () => {
    expect(needsIdVerificationToBook({ isIdVerified: false, country: 'CH' }, swiss)).toBe(false);
    expect(needsIdVerificationToBook({ isIdVerified: false, country: 'SE' }, nordic)).toBe(false);
  });
  it('never stops a verified renter', () => {
    expect(needsIdVerificationToBook({ isIdVerified: true, country: 'SE' }, swiss)).toBe(false);
    expect(needsIdVerificationToBook({ isIdVerified: true, country: 'CH' }, nordic)).toBe(false);
  });
});

describe('a credit check that stops booking requests (001 §5)', () => {
  it('stops a renter whose check was rejected, is blocked or has remarks', () => {
    expect(creditReportBlocksBooking('rejected')).toBe(true);
    expect(creditReportBlocksBooking('blocked')).toBe(true);
    expect(creditReportBlocksBooking('remarks')).toBe(true);
  });
  it('lets a renter with a passed check, none yet or a technical failure go on', () => {
    expect(creditReportBlocksBooking('approved')).toBe(false);
    expect(creditReportBlocksBooking(null)).toBe(false);
    expect(creditReportBlocksBooking('failed')).toBe(false);
  });
});
