export type { AssetSubType, Instant, InsuranceIneligibilityReason, Season } from './model/types';
export {
  MAX_LISTED_MASS_KG,
  NORDIC_INSURER_MAX_MASS_KG,
  ODOMETER_LIMIT_KM,
  ODOMETER_WARNING_KM,
  SWISS_INSURER_MAX_MASS_KG,
  TRACKING_DEVICE_THRESHOLD_MINOR,
  insuranceEligibility,
  type InsuranceEligibility,
  type InsuranceEligibilityInput,
} from './model/insurance-eligibility';
export { HEAVY_VEHICLE_MASS_KG, NEW_VEHICLE_DAYS, isActiveVehicle, isHeavyVehicle, isNewVehicle } from './model/vehicle-flags';
export { seasonOf } from './model/season';
export { MONTHLY_PRICE_FROM_NIGHTS, pricePeriodLabel } from './model/price-period';
export { isFieldShownForSubType } from './model/field-visibility';
export { MAX_PEOPLE, OLDEST_MODEL_YEAR, REGISTRATION_COUNTRIES, modelYearProblem, type ModelYearProblem, type RegistrationCountry } from './model/basic-data-rules';
export {
  IMPORTED_FIELDS,
  VEHICLE_DATA_IMPORT_COUNTRIES,
  importedChanges,
  isLookupPlate,
  isRegistrationCountry,
  offersVehicleDataImport,
  planVehicleDataImport,
  plateForLookup,
  type ImportedField,
  type VehicleDataImport,
} from './model/vehicle-data-import';
export {
  MINIMUM_AGE_OPTIONS,
  OLDEST_MINIMUM_AGE,
  YOUNGEST_MINIMUM_AGE,
  handoverTimeProblems,
  isTimeOfDay,
  minimumAgeProblem,
  type HandoverTimeProblem,
  type HandoverTimes,
  type MinimumAgeProblem,
} from './model/house-rules';
export {
  LONG_STAY_FROM_NIGHT,
  PRICING_LIMITS,
  countProblem,
  fractionOf,
  percentOf,
  percentProblem,
  priceProblem,
  type PricingProblem,
} from './model/pricing-rules';
export { changedFields, editorDraftKey, readEditorDraft, storeEditorDraft, type VehicleChanges, type VehicleRecord } from './model/editor-draft';
export { EDITOR_SECTIONS, FILLED_SECTIONS, vehicleCompletion, type EditorSection, type VehicleCompletion } from './model/editor-sections';
export { vehicleBrandsQuery } from './api/brand-queries';
export { MY_VEHICLES_STALE_MS, OWNER_PROFILE_VEHICLES, ownerVehiclesQuery, vehicleKeys, vehicleQueries } from './api/vehicle-queries';
export { adminVehiclePath, isInstantBooking, vehicleName, type CardVehicle, type DateRange } from './model/card-vehicle';
export { NIGHTS_PER_MONTH, cardPrice, type CardPrice } from './model/card-price';
export { PAGE_IMAGE_SIZES, pageImageSources } from './model/page-images';
export { vehiclePageLoader, vehiclePageShouldRevalidate } from './api/vehicle-page-loader';
export { CARD_IMAGE_SIZES, PRELOADED_CARD_IMAGES, cardImage, cardImageSources, isPreloadedCardImage } from './model/card-images';
export {
  PENDING_FAVORITE_KEY,
  SAVED_FAVORITE_MESSAGE_MS,
  clearPendingFavorite,
  readPendingFavorite,
  storePendingFavorite,
  type FavoriteRecord,
} from './model/favorite-record';
export { favoriteKeys, favoriteQueries } from './api/favorite-queries';
export { EQUIPMENT_GROUPS, presentEquipment, type EquipmentGroup, type EquipmentGroupItems, type EquipmentKey } from './model/equipment-groups';
export { minNightsFor, type MinNightsSettings } from './model/min-nights';
export {
  APPROXIMATE_DECIMALS,
  APPROXIMATE_RADIUS_KM,
  approximateLocation,
  seesExactLocation,
  visibleLocation,
  type GeoPoint,
  type LocatedVehicle,
} from './model/approximate-location';
export {
  RELATED_VEHICLES_COUNT,
  VEHICLE_REVIEWS_PAGE_SIZE,
  vehicleDetailKeys,
  vehicleDetailQueries,
  type VehicleAddon,
  type VehicleDetail,
  type VehicleInsuranceProduct,
  type VehicleReview,
  type VehicleUnavailableDates,
} from './api/vehicle-detail-queries';
export { subTypeLabel } from './model/sub-type-labels';
export { fuelTypeLabel, toiletTypeLabel, towbarSocketLabel, transmissionLabel, winterTyreLabel } from './model/technical-labels';
export { equipmentGroupLabel, equipmentLabel } from './model/equipment-labels';
export { bookingMethodLabel, cancellationPolicyLabel, cleaningRulesLabel, includedDistanceTypeLabel } from './model/policy-labels';
export { addonGroupLabel, addonLabel, addonPriceLabel, addonTypeLabel, pricingModeLabel } from './model/addon-labels';
export { insurancePlanLabel, insuranceProductKindLabel, insuranceProductLabel, insuranceVendorLabel } from './model/insurance-labels';
export { lineAddonName } from './model/line-addon-name';
export { seasonLabel } from './model/season-labels';
export {
  compensationModeLabel,
  damageImageTypeLabel,
  imageViewLabel,
  vehicleBlockReasonLabel,
  vehicleStatusLabel,
} from './model/owner-vehicle-labels';
export {
  UNAVAILABILITY_REASONS,
  hasPeriodStarted,
  unavailabilityReasonLabel,
  unavailablePeriodProblems,
  type RentedPeriod,
  type UnavailabilityReason,
  type UnavailablePeriod,
  type UnavailablePeriodProblem,
  type UnavailablePeriodValues,
} from './model/unavailable-period';
export { DEACTIVATION_REASONS, deactivationReasonLabel, type DeactivationReason } from './model/deactivation-reasons';
export { vehicleTimeZone } from './model/vehicle-time-zone';
export { IMPORTED_NOTE_PREFIX, importedNote, mergeBusyPeriods, planCalendarImport, type BusyPeriod, type ImportOutcome, type ImportRow } from './model/calendar-import';
export {
  VEHICLE_PHOTO_MIN_HEIGHT,
  VEHICLE_PHOTO_MIN_WIDTH,
  VEHICLE_PHOTO_VIEWS,
  movesBetween,
  vehiclePhotoProblem,
  vehiclePhotoSet,
  type FixedPhotoView,
  type VehiclePhoto,
  type VehiclePhotoProblem,
  type VehiclePhotoSet,
  type VehiclePhotoView,
} from './model/vehicle-photos';
export {
  CALENDAR_DAY_KINDS,
  bookingKindOf,
  calendarDays,
  summariseRange,
  type CalendarDay,
  type CalendarDayKind,
  type CalendarSources,
  type DayRange,
  type RangeSummary,
  type VehicleCalendarRules,
} from './model/calendar-days';
export { calendarDayKindLabel } from './model/calendar-day-labels';
export { unblockPlan, type UnblockStep } from './model/unblock-plan';
export {
  COMPENSATION_MODES,
  DAMAGE_FILES_MAX,
  DAMAGE_IMAGE_TYPES,
  DAMAGE_LOCATION_MAX,
  DAMAGE_TEXT_MAX,
  EMPTY_DAMAGE_DRAFT,
  damageDraftOf,
  damageErrors,
  damageWriteOf,
  type AssetDamage,
  type CompensationMode,
  type DamageDraft,
  type DamageErrors,
  type DamageFieldError,
  type DamageImageType,
} from './model/asset-damage';
