import { describe, expect, it } from 'vitest';
import { aboutYouProblems, type AboutYouInput } from './about-you';

const holdsContactInfo = (text: string) => text.includes('@');
const complete: AboutYouInput = {
  destinationAbroad: false,
  travelAbroad: null,
  message: 'We are a family of four.',
  drivingLicenseConfirmed: true,
  caravanTowingConfirmed: false,
};

describe('about you (001 §5)', () => {
  it('accepts a complete answer for a motorhome', () => {
    expect(aboutYouProblems(complete, { subType: 'motorhome' }, holdsContactInfo)).toEqual({});
  });

  it('needs every confirmation and choice', () => {
    expect(
      aboutYouProblems({ destinationAbroad: null, travelAbroad: null, message: ' ', drivingLicenseConfirmed: false, caravanTowingConfirmed: false }, { subType: 'caravan' }, holdsContactInfo),
    ).toEqual({
      destinationAbroad: 'destination_required',
      message: 'message_required',
      drivingLicenseConfirmed: 'driving_license_confirmation_required',
      caravanTowingConfirmed: 'caravan_towing_confirmation_required',
    });
  });

  it('asks about travel-abroad protection only when going abroad', () => {
    expect(aboutYouProblems({ ...complete, destinationAbroad: true }, { subType: 'motorhome' }, holdsContactInfo)).toEqual({ travelAbroad: 'travel_abroad_required' });
    expect(aboutYouProblems({ ...complete, destinationAbroad: true, travelAbroad: false }, { subType: 'motorhome' }, holdsContactInfo)).toEqual({});
  });

  it('refuses contact information in the message', () => {
    expect(aboutYouProblems({ ...complete, message: 'Mail me at a@b.se' }, { subType: 'motorhome' }, holdsContactInfo)).toEqual({ message: 'contact_info_not_allowed' });
  });
});
