import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MessageDescriptor } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { BUNDLES } from '@openapi/sandbox/testing/contract-documents';
import { messageTextProblemLabel } from '@/entities/conversation';
import { CONTEXT_SEPARATOR, parsePo } from '#scripts/po-file.mjs';
import {
  additionalDriverImageLabel,
  additionalDriverStatusLabel,
  bookingActionLabel,
  bookingEventLabel,
  bookingImageTypeLabel,
  bookingPartyLabel,
  bookingRequestStatusLabel,
  bookingStatusLabel,
  cancellationReasonLabel,
  changeRequestStatusLabel,
  extraChargeCategoryLabel,
  extraChargeStatusLabel,
  handoverBlockerLabel,
  handoverFieldErrorLabel,
  handoverPhaseLabel,
  insuranceClaimStatusLabel,
  insurancePolicyStatusLabel,
  progressStepLabel,
  lineItemKeyLabel,
} from '@/entities/booking';
import {
  depositStatusLabel,
  discountTypeLabel,
  installmentStatusLabel,
  orderStatusLabel,
  productTypeLabel,
  refundStatusLabel,
  transferStatusLabel,
  transferTypeLabel,
} from '@/entities/order';
import {
  payActionLabel,
  payableTypeLabel,
  paymentMethodKindLabel,
  paymentMethodStatusLabel,
  paymentPurposeLabel,
  paymentStatusLabel,
  transactionTypeLabel,
} from '@/entities/payment';
import { estimatePartLabel } from '@/entities/owner-lead';
import { payoutStatusLabel } from '@/entities/payout';
import { callBackDayLabel, callBackTimeLabel } from '@/entities/site';
import {
  autoIdVerificationStatusLabel,
  bankAccountStatusLabel,
  creditReportOutcomeLabel,
  genderLabel,
  idDocumentTypeLabel,
  idVerificationImageLabel,
  idVerificationMethodLabel,
  idVerificationRecordStatusLabel,
  idVerificationStatusLabel,
  payoutAccountStatusLabel,
  reviewListLabel,
  reviewScoreLabel,
  topOwnerCriterionLabel,
  userRoleLabel,
} from '@/entities/user';
import { changeDatesErrorLabel } from '@/features/booking-changes/change-dates';
import { insuranceLimitationLabel } from '@/features/booking-changes/insurance';
import { photoProblemLabel } from '@/features/owner-vehicles/edit-vehicle';
import {
  addonGroupLabel,
  addonLabel,
  addonPriceLabel,
  addonTypeLabel,
  bookingMethodLabel,
  cancellationPolicyLabel,
  cleaningRulesLabel,
  compensationModeLabel,
  damageImageTypeLabel,
  equipmentGroupLabel,
  equipmentLabel,
  fuelTypeLabel,
  imageViewLabel,
  includedDistanceTypeLabel,
  insurancePlanLabel,
  insuranceProductKindLabel,
  insuranceVendorLabel,
  pricingModeLabel,
  seasonLabel,
  subTypeLabel,
  toiletTypeLabel,
  towbarSocketLabel,
  transmissionLabel,
  unavailabilityReasonLabel,
  calendarDayKindLabel,
  vehicleBlockReasonLabel,
  vehicleStatusLabel,
  winterTyreLabel,
} from '@/entities/vehicle';
import { includedDistanceBandLabel, massLimitLabel, ruleFilterLabel, sortLabel, vehicleAgeBandLabel } from '@/entities/vehicle-search';
import type { CatalogArea } from '@/shared/i18n';

/**
 * Issue #13 point 4: every enum of the contract that users see has one translated label for each
 * of its values, in its entity, and each label is translated in the ten locales in the catalog
 * the entity's messages land in (lingui.config.ts: entities/vehicle* → vehicles,
 * booking/order/payment/payout → bookings, the other entities → account). A value added to the
 * contract fails here until it has a label; so does a new enum until it has a label or a reason
 * to be exempt.
 */

interface Labels {
  readonly messages: Readonly<Record<string, MessageDescriptor>>;
}

/** Enum → the label function that names its values, by the catalog area of the function's entity. */
const LABELLED: Record<CatalogArea, Record<string, Labels>> = {
  vehicles: {
    AssetSubType: subTypeLabel,
    FuelType: fuelTypeLabel,
    Transmission: transmissionLabel,
    WinterTyreType: winterTyreLabel,
    'AssetFilter.winterTyreType': winterTyreLabel,
    ToiletType: toiletTypeLabel,
    TowbarSocket: towbarSocketLabel,
    CancellationPolicy: cancellationPolicyLabel,
    BookingMethod: bookingMethodLabel,
    'AssetFilter.bookingMethod': bookingMethodLabel,
    CleaningRules: cleaningRulesLabel,
    IncludedDistanceType: includedDistanceTypeLabel,
    AssetImageViewType: imageViewLabel,
    AssetStatus: vehicleStatusLabel,
    AssetBlockReason: vehicleBlockReasonLabel,
    CompensationMode: compensationModeLabel,
    DamageImageType: damageImageTypeLabel,
    AddonKey: addonLabel,
    InsuranceAddonKind: addonLabel,
    AddonType: addonTypeLabel,
    'OwnerAddon.type': addonTypeLabel,
    AddonGroup: addonGroupLabel,
    AddonPricingStrategy: pricingModeLabel,
    PlatformInsurancePlan: insurancePlanLabel,
    InsuranceVendorKey: insuranceVendorLabel,
    'InsuranceProduct.kind': insuranceProductKindLabel,
    'PricingExample.season': seasonLabel,
    AssetSort: sortLabel,
    'AssetFilter.includedDistancePerNight': includedDistanceBandLabel,
    'AssetFilter.vehicleAge': vehicleAgeBandLabel,
    'AssetFilter.maxMaximumAuthorizedMass': massLimitLabel,
  },
  bookings: {
    LineItemKey: lineItemKeyLabel,
    EcommerceStatus: bookingStatusLabel,
    BookingRequestStatus: bookingRequestStatusLabel,
    ChangeRequestStatus: changeRequestStatusLabel,
    AdditionalDriverStatus: additionalDriverStatusLabel,
    AdditionalDriverImageType: additionalDriverImageLabel,
    OwnerCancellationReason: cancellationReasonLabel,
    RenterWithdrawReason: cancellationReasonLabel,
    RenterCancellationReason: cancellationReasonLabel,
    SystemCancellationReason: cancellationReasonLabel,
    BookingEventType: bookingEventLabel,
    'BookingHistoryEvent.actor': bookingPartyLabel,
    'Booking.canceledBy': bookingPartyLabel,
    BookingActionType: bookingActionLabel,
    ExtraChargeCategory: extraChargeCategoryLabel,
    'ExtraCharge.status': extraChargeStatusLabel,
    BookingImageType: bookingImageTypeLabel,
    'BookingImage.phase': handoverPhaseLabel,
    'InsuranceClaim.status': insuranceClaimStatusLabel,
    'InsurancePolicy.status': insurancePolicyStatusLabel,
    OrderStatus: orderStatusLabel,
    InstallmentStatus: installmentStatusLabel,
    DepositStatus: depositStatusLabel,
    RefundStatus: refundStatusLabel,
    TransferStatus: transferStatusLabel,
    TransferType: transferTypeLabel,
    ProductType: productTypeLabel,
    DiscountType: discountTypeLabel,
    TransactionType: transactionTypeLabel,
    PaymentPurpose: paymentPurposeLabel,
    PayableType: payableTypeLabel,
    PaymentMethodKind: paymentMethodKindLabel,
    PaymentStatus: paymentStatusLabel,
    PaymentMethodStatus: paymentMethodStatusLabel,
    PayoutStatus: payoutStatusLabel,
  },
  account: {
    IdVerificationStatus: idVerificationRecordStatusLabel,
    'IdVerificationWrite.status': idVerificationRecordStatusLabel,
    AutoIdVerificationStatus: autoIdVerificationStatusLabel,
    IdVerificationAttemptStatus: autoIdVerificationStatusLabel,
    IdVerificationMethod: idVerificationMethodLabel,
    IdDocumentType: idDocumentTypeLabel,
    IdVerificationImageType: idVerificationImageLabel,
    Gender: genderLabel,
    UserRole: userRoleLabel,
    'Review.authorRole': userRoleLabel,
    'ChangeRequest.createdBy': userRoleLabel,
    'RegisterRequest.role': userRoleLabel,
    'GET /bookings filter[role]': userRoleLabel,
    'GET /users/{id}/reviews filter[direction]': reviewListLabel,
    'BankAccount.status': bankAccountStatusLabel,
    StripeAccountVerificationStatus: payoutAccountStatusLabel,
    CreditReportOutcome: creditReportOutcomeLabel,
  },
  // The owner pages (#19) name no contract enum of their own.
  owner: {},
  // The economy pages (#14) name their payout statuses through the payout entity (bookings).
  economy: {},
  verification: {},
  messages: {},
  modals: {},
  handover: {},
  editor: { UnavailabilityReason: unavailabilityReasonLabel },
  'my-vehicles': {},
  auth: {},
  // The rent-out page's call-back form (#20 point 3).
  content: { 'SupportRequest.timeFrame': callBackTimeLabel, 'SupportRequest.weekday': callBackDayLabel },
};

/** Label functions for what the app derives from the contract's values; their messages are checked like the others. */
const DERIVED: Record<CatalogArea, Record<string, Labels>> = {
  vehicles: {
    'equipment flags': equipmentLabel,
    'equipment groups': equipmentGroupLabel,
    'add-on prices by pricing mode': addonPriceLabel,
    'yes/no search filters': ruleFilterLabel,
    // The review item of the vehicle page and the review lists (002 §2.10).
    'review scores 1 to 5': reviewScoreLabel,
  },
  bookings: {
    'booking list statuses (accepted, expired, unanswered, declined)': bookingStatusLabel,
    'progress steps': progressStepLabel,
    'pay actions of the transaction types': payActionLabel,
  },
  account: {
    'derived ID verification status': idVerificationStatusLabel,
  },
  owner: {
    'top-owner criteria (002 §6)': topOwnerCriterionLabel,
  },
  economy: {},
  verification: {},
  messages: {
    'problems of a message text': messageTextProblemLabel,
  },
  modals: {},
  // Why a check-in or check-out cannot start yet and its fields' errors (#16).
  // With the handover's: the change of dates' findings on new dates (001 §5, #15), by the modal's fields,
  // and the insurance limitations of a booking (001 §5, #15 point 4), in the insurance-limitation modal.
  handover: {
    'handover blockers': handoverBlockerLabel,
    'handover field errors': handoverFieldErrorLabel,
    'date-change findings': changeDatesErrorLabel,
    'insurance limitations': insuranceLimitationLabel,
  },
  // Why a vehicle photo is refused before upload (000 §5), by its field.
  // The owner's calendar's day kinds (#24): a booking's stage or the owner's block.
  editor: { 'vehicle photo problems': photoProblemLabel, "owner's calendar day kinds": calendarDayKindLabel },
  'my-vehicles': {},
  auth: {},
  content: { 'rows of the earnings estimate (000 §2 price calculator)': estimatePartLabel },
};

/** Enums users never see as such, each with the reason. */
const EXEMPT: Record<string, string> = {
  'GET /bookings sort': 'the order of the bookings list, chosen by the app and never shown',
  DrivingLicenseClass: 'licence classes are named by their official codes (B, C1) in every language',
  ErrorSlug: 'an error is shown as the sentence the failing feature words for it (payment errors, form and request failures), not as a label',
  AssetListTarget: 'technical: asks the search for a list or a count',
  Currency: 'shown as its ISO code in upper case (000 §9)',
  AssetType: 'technical: every asset is a vehicle',
  'RegistrationDocument.mimeType': 'technical: the file type of an upload',
  Locale: 'the language switcher names each locale from shared/i18n/locales.ts',
  SocialProvider: 'brand names (Facebook, Google), written the same in every language',
  'AuthToken.tokenType': 'technical: the token scheme',
};

// --- the contract's enums --------------------------------------------------------------------

interface ContractEnum {
  name: string;
  values: (string | number)[];
}

/** Every `enum` of the bundled contract, named `Schema`, `Schema.property` or `METHOD /path parameter`. */
function contractEnums(): ContractEnum[] {
  const found: ContractEnum[] = [];
  const visit = (node: unknown, name: string): void => {
    if (Array.isArray(node)) {
      node.forEach((child) => visit(child, name));
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (Array.isArray(record['enum'])) found.push({ name, values: (record['enum'] as unknown[]).filter((v): v is string | number => v !== null) });
    for (const [key, child] of Object.entries(record)) {
      if (key === 'enum') continue;
      if (key === 'properties') {
        for (const [property, schema] of Object.entries(child as Record<string, unknown>)) visit(schema, `${name}.${property}`);
      } else {
        visit(child, name);
      }
    }
  };
  const { components, paths } = BUNDLES.main;
  for (const [section, definitions] of Object.entries(components)) {
    for (const [id, definition] of Object.entries(definitions as Record<string, unknown>)) visit(definition, section === 'schemas' ? id : `${section}/${id}`);
  }
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, { parameters?: { name: string; schema?: unknown }[] }>)) {
      for (const parameter of operation.parameters ?? []) visit(parameter.schema, `${method.toUpperCase()} ${path} ${parameter.name}`);
    }
  }
  return found;
}

const ENUMS = contractEnums();
const ALL_LABELLED: Record<string, Labels> = Object.assign({}, ...Object.values(LABELLED));

// --- the catalogs ------------------------------------------------------------------------------

const LOCALES = ['en', 'de', 'de-AT', 'de-CH', 'fr-CH', 'sv-SE', 'sv-FI', 'nb-NO', 'fi-FI', 'da-DK'] as const;

/** A catalog as the compiled app keys it: Lingui's message id of source and context → translation. */
function catalog(locale: string, area: CatalogArea): Map<string, string> {
  const entries = parsePo(readFileSync(join(process.cwd(), 'locales', locale, `${area}.po`), 'utf8'));
  return new Map(
    [...entries].map(([key, translation]) => {
      const [context, source] = key.includes(CONTEXT_SEPARATOR) ? key.split(CONTEXT_SEPARATOR) : ['', key];
      return [generateMessageId(source ?? '', context), translation];
    }),
  );
}

const tables = (registry: Record<CatalogArea, Record<string, Labels>>) =>
  (Object.entries(registry) as [CatalogArea, Record<string, Labels>][]).flatMap(([area, named]) =>
    Object.entries(named).map(([name, labels]) => ({ area, name, labels })),
  );

describe('labels of the contract’s enums', () => {
  it('finds the contract’s enums', () => {
    expect(ENUMS.length).toBeGreaterThan(90);
    expect(ENUMS.map((e) => e.name)).toEqual(expect.arrayContaining(['AssetSubType', 'LineItemKey', 'AssetFilter.vehicleAge', 'GET /bookings sort']));
  });

  it('every enum of the contract has a label function or a reason to be exempt', () => {
    const unaccounted = ENUMS.map((e) => e.name).filter((name) => !(name in ALL_LABELLED) && !(name in EXEMPT));
    expect(unaccounted).toEqual([]);
  });

  it('names no enum the contract does not have', () => {
    const names = new Set(ENUMS.map((e) => e.name));
    expect([...Object.keys(ALL_LABELLED), ...Object.keys(EXEMPT)].filter((name) => !names.has(name))).toEqual([]);
  });

  it('exempts an enum only with a reason and never labels it as well', () => {
    for (const [name, reason] of Object.entries(EXEMPT)) {
      expect(reason.length, name).toBeGreaterThan(10);
      expect(name in ALL_LABELLED, name).toBe(false);
    }
  });

  it.each(ENUMS.filter((e) => e.name in ALL_LABELLED))('$name: every value has a label', ({ name, values }) => {
    const messages = ALL_LABELLED[name]?.messages ?? {};
    expect(values.filter((value) => !Object.hasOwn(messages, String(value)))).toEqual([]);
  });

  const catalogs = new Map(LOCALES.flatMap((locale) => (Object.keys(LABELLED) as CatalogArea[]).map((area) => [`${locale}/${area}`, catalog(locale, area)])));

  it.each([...tables(LABELLED), ...tables(DERIVED)])('$name: translated in the ten locales’ $area catalog', ({ area, labels }) => {
    const untranslated = LOCALES.flatMap((locale) =>
      Object.entries(labels.messages)
        .filter(([, message]) => !catalogs.get(`${locale}/${area}`)?.get(message.id)?.trim())
        .map(([value, message]) => `${locale}: ${value} (${message.message ?? message.id})`),
    );
    expect(untranslated).toEqual([]);
  });
});
