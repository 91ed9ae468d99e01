/** 000 §3: vehicle subtypes. */
export type AssetSubType = 'motorhome' | 'campervan' | 'caravan' | 'other_camper';

export type InsuranceIneligibilityReason =
  | 'not_privately_owned'
  | 'no_insurance_value'
  | 'tracking_device_required'
  | 'odometer_over_limit'
  | 'subtype_not_covered'
  | 'too_heavy'
  | 'altered_gas_tank';

/** 000 §9: high June to August, low September to May. */
export type Season = 'high' | 'low';

/** Moment as the API sends it (ISO 8601) or as a Date. */
export type Instant = Date | string;
