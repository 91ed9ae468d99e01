import type { PendingBookingRequest } from './types';

export interface AboutYouInput {
  destinationAbroad: boolean | null;
  travelAbroad: boolean | null;
  message: string;
  drivingLicenseConfirmed: boolean;
  caravanTowingConfirmed: boolean;
}

export type AboutYouProblem =
  | 'destination_required'
  | 'travel_abroad_required'
  | 'message_required'
  | 'contact_info_not_allowed'
  | 'driving_license_confirmation_required'
  | 'caravan_towing_confirmation_required';

export type AboutYouField = keyof AboutYouInput;

export const aboutYouInputOf = (request: PendingBookingRequest | null, message: string): AboutYouInput => ({
  destinationAbroad: request?.destinationAbroad ?? null,
  travelAbroad: request?.travelAbroad ?? null,
  message,
  drivingLicenseConfirmed: request?.drivingLicenseConfirmed ?? false,
  caravanTowingConfirmed: request?.caravanTowingConfirmed ?? false,
});

/**
 * 001 §5: destination (abroad or not), a message to the owner, the driving-licence
 * confirmation, the caravan-towing confirmation for caravans and the travel-abroad choice
 * are required; the message must not hold contact information. Travel-abroad protection
 * is only a question when the destination is abroad. `holdsContactInfo` comes from the
 * user entity's rule, passed in so this entity stays on its own.
 */
export function aboutYouProblems(
  input: AboutYouInput,
  vehicle: { subType: string },
  holdsContactInfo: (text: string) => boolean,
): Partial<Record<AboutYouField, AboutYouProblem>> {
  const problems: Partial<Record<AboutYouField, AboutYouProblem>> = {};
  if (input.destinationAbroad === null) problems.destinationAbroad = 'destination_required';
  if (input.destinationAbroad === true && input.travelAbroad === null) problems.travelAbroad = 'travel_abroad_required';
  if (input.message.trim() === '') problems.message = 'message_required';
  else if (holdsContactInfo(input.message)) problems.message = 'contact_info_not_allowed';
  if (!input.drivingLicenseConfirmed) problems.drivingLicenseConfirmed = 'driving_license_confirmation_required';
  if (vehicle.subType === 'caravan' && !input.caravanTowingConfirmed) problems.caravanTowingConfirmed = 'caravan_towing_confirmation_required';
  return problems;
}
