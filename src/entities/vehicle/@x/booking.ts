// What the booking entity reads of vehicles: the insurers' limits (001 §5, §9), for the cover after booking.
export { ODOMETER_LIMIT_KM, SWISS_INSURER_MAX_MASS_KG } from '../model/insurance-eligibility';
