/**
 * The renterAccess feature flag (002 §2.5, §4.2, §6). The API contract has no feature-flag
 * source, so it is treated as enabled: owners with an active vehicle go to their dashboard.
 */
export const RENTER_ACCESS_ENABLED = true;
