import { useLingui } from '@lingui/react/macro';
import type { AboutYouProblem } from '@/entities/cart';

/** The about-you problems (001 §5) as shown next to their fields. */
export function useAboutYouMessages(): (problem: AboutYouProblem) => string {
  const { t } = useLingui();
  return (problem) => {
    switch (problem) {
      case 'destination_required':
        return t`Tell us whether you are going abroad.`;
      case 'travel_abroad_required':
        return t`Choose whether you want travel-abroad protection.`;
      case 'message_required':
        return t`Write a message to the owner.`;
      case 'contact_info_not_allowed':
        return t`Contact information is not allowed in the message.`;
      case 'driving_license_confirmation_required':
        return t`We need your confirmation for the insurance.`;
      case 'caravan_towing_confirmation_required':
        return t`Confirm that your licence allows towing the caravan.`;
    }
  };
}

/** A refusal of the request (001 §8) in words, by its slug. */
export function useFailureMessage(): (slug: string) => string {
  const { t } = useLingui();
  return (slug) => {
    switch (slug) {
      case 'owner_cannot_book':
        return t`Owners cannot send booking requests. Log in with a renter account to book this vehicle.`;
      case 'dates_unavailable':
      case 'dates_unavailable_for_checkin':
      case 'dates_unavailable_for_checkout':
        return t`The dates are not available any more. Refresh and try again.`;
      case 'booking_too_long':
        return t`The booking is too long.`;
      case 'booking_too_short':
        return t`The booking is too short.`;
      case 'booking_blocked':
        return t`Your bookings are blocked by a register check. Please contact support.`;
      case 'credit_report_blocked':
        return t`Your credit report is blocked. Lift the block and try again.`;
      case 'credit_report_rejected':
        return t`The credit check did not pass, so we cannot send this booking request.`;
      case 'credit_report_remarks':
        return t`Your credit check has remarks, so we cannot send booking requests for you. Please contact support.`;
      case 'credit_report_failed':
        return t`The credit check failed for technical reasons. Please try again.`;
      case 'minimum_age_not_met':
        return t`You do not meet the minimum age for this vehicle.`;
      case 'driving_license_class_too_low':
        return t`Your driving licence class is too low for this vehicle.`;
      case 'destination_restricted_domestic':
        return t`This vehicle may only be driven in its home country.`;
      case 'destination_restricted_nordic':
        return t`This vehicle may only be driven in the Nordic countries.`;
      case 'insurance_limited_to_swiss_residents':
        return t`The insurance of this vehicle is limited to residents of Switzerland and Liechtenstein.`;
      case 'country_of_residence_not_supported':
        return t`Your country of residence is not supported.`;
      case 'vehicle_not_found':
        return t`The vehicle was not found.`;
      default:
        return t`Something went wrong. Please try again.`;
    }
  };
}
