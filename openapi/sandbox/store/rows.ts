import type { components } from '@openapi/generated/schema';
import type { components as ContentComponents } from '@openapi/generated/content';

/**
 * The rows of the sandbox store. Where the contract's shape is what the store keeps,
 * a row reuses the contract type; fields the API derives on the way out (URLs,
 * counts, relations, deadlines) are left out and computed by the views.
 */
type S = components['schemas'];
type C = ContentComponents['schemas'];

export type Currency = S['Currency'];
/** The platform insurers (the contract's vendor key `owner` means no platform insurance). */
export type PlatformInsurer = 'omocom' | 'baloise';
export type Locale = S['Locale'];

/** A stored image: the views render its URLs (a generated SVG, see media/). */
export interface StoredImage {
  id: number;
  /** Quarter turns clockwise applied by the rotate endpoints. */
  rotation: number;
}

export type BrandRow = Required<S['AssetBrand']>;

export interface UserRow
  extends Omit<
    Required<S['User']>,
    'name' | 'address' | 'avatarUrl' | 'avatar' | 'organizationLogotype' | 'hasBankAccount' | 'reviewsCount' | 'confirmedBookings' | 'isFullyOnboarded' | 'isConsideredSwiss' | 'isOmocomMarket' | 'isEmailVerified' | 'isBlockedByRegisterCheck'
  > {
  password: string;
  avatar: StoredImage | null;
  organizationLogotype: StoredImage | null;
  emailVerifiedAt: string | null;
  /** False for accounts created through social login only. */
  hasPassword: boolean;
  /** A failed background register check blocks booking requests and messages. */
  registerCheckPassed: boolean | null;
  deletedAt: string | null;
}

export interface AssetRow
  extends Required<S['AssetAttributes']>,
    Pick<Required<S['Asset']>, 'id' | 'ownerId' | 'type' | 'status' | 'isActive' | 'activationCount' | 'firstActivationAt' | 'deactivationReason' | 'blockReason' | 'hasPlatformInsurance' | 'isFeatured' | 'createdAt' | 'updatedAt'> {
  insuranceVendor: PlatformInsurer | null;
  /** Kept with each review written (the search sorts by popularity over every vehicle). */
  reviewCount: number;
  ratingSum: number;
}

export interface AssetImageRow extends StoredImage {
  assetId: number;
  viewType: S['AssetImageViewType'];
  position: number;
  width: number;
  height: number;
  createdAt: string;
}

export interface RegistrationDocumentRow {
  id: number;
  assetId: number;
  fileName: string;
  mimeType: 'image/jpeg' | 'application/pdf';
  createdAt: string;
}

export type UnavailablePeriodRow = Required<S['UnavailablePeriod']>;
export type OwnerAddonRow = Required<S['OwnerAddon']>;

export interface StoredDocument {
  id: number;
  fileName: string;
  mimeType: string;
  size: number;
  createdAt: string;
}

export interface AssetDamageRow extends Omit<Required<S['AssetDamage']>, 'images' | 'documentation'> {
  images: (StoredImage & { type: S['DamageImageType'] })[];
  documentation: StoredDocument[];
}

export interface ReviewRow {
  id: number;
  bookingId: number | null;
  assetId: number | null;
  authorId: number;
  revieweeId: number;
  authorRole: 'renter' | 'owner';
  overallScore: number;
  overallComment: string | null;
  locale: string | null;
  createdAt: string;
}

export interface FavoriteRow {
  id: number;
  userId: number;
  assetId: number;
  pageName: string | null;
  index: number | null;
  createdAt: string;
}

export interface BookingRow
  extends Pick<
    Required<S['Booking']>,
    | 'id'
    | 'assetId'
    | 'assetSnapshot'
    | 'ecommerceStatus'
    | 'fromDate'
    | 'toDate'
    | 'timeCheckin'
    | 'timeCheckout'
    | 'includedDistance'
    | 'includedDistanceType'
    | 'pricePerKilometer'
    | 'destinationAbroad'
    | 'travelAbroad'
    | 'currency'
    | 'totalPrice'
    | 'lineItems'
    | 'addons'
    | 'includedAddons'
    | 'deposit'
    | 'deductible'
    | 'downPaymentPercentage'
    | 'initialPaymentAfterAccept'
    | 'payLater'
    | 'insuranceKey'
    | 'insuranceId'
    | 'hasPlatformInsurance'
    | 'insuranceClaimIntent'
    | 'confirmedAt'
    | 'completedAt'
    | 'responseDeadlineExtensions'
    | 'extraChargesServiceFeePercentage'
    | 'allowsAddingExtraCharges'
    | 'checkin'
    | 'ownerCheckinDone'
    | 'ownerCheckoutDone'
    | 'checkinApprovedAt'
    | 'checkoutApprovedAt'
    | 'checkinData'
    | 'checkoutData'
    | 'hasCashDeposit'
    | 'holdDeposit'
    | 'depositReleaseDueAt'
    | 'canceledAt'
    | 'canceledBy'
    | 'cancellationReason'
    | 'cancellationMessage'
    | 'refundAmount'
    | 'createdAt'
    | 'updatedAt'
  > {
  renterId: number;
  ownerId: number;
  /** Null while the booking is a draft (no request sent yet). */
  requestStatus: S['BookingRequestStatus'] | null;
  /** The vehicle's cancellation policy when booked: refunds follow it even if the owner changes it later. */
  cancellationPolicy: S['CancellationPolicy'];
  /** The message to the owner, sent into the conversation with the request. */
  requestMessage: string;
  insuranceVendor: PlatformInsurer | null;
  insuranceAddons: S['InsuranceAddonKind'][];
  messageId: number | null;
  acceptedAt: string | null;
  /** Why the system ended an unattended booking: the owner never answered, or the renter never paid. */
  expiry: 'unanswered' | 'unpaid' | null;
  /** Damages recorded on the vehicle when the check-in was documented. */
  checkinDamageIds: number[];
  /** Days the owner has to state a pending damage cost (rules/deposits), grown by extensions. */
  damageWindowDays: number;
}

export interface OrderRow extends Pick<Required<S['Order']>, 'id' | 'bookingId' | 'status' | 'currency' | 'total' | 'ownersTotal' | 'extensionPending' | 'createdAt'> {
  /** Set while an accepted change of dates waits for its extra installment to be confirmed. */
  pendingChangeRequestId: number | null;
}

export type InstallmentRow = Required<S['Installment']>;
export type DepositRow = Required<S['Deposit']> & { orderId: number };
export type TransferRow = Required<S['Transfer']> & { id: number; orderId: number; createdAt: string };
export type DiscountRow = Required<S['Discount']>;
export type ProductRow = Required<S['Product']>;

export interface OrderItemRow {
  id: number;
  orderId: number;
  productId: number;
  productType: S['ProductType'];
  quantity: number;
  unitPrice: number;
  amount: number;
  installmentId: number | null;
  createdAt: string;
}

export type PaymentRow = Required<S['Payment']> & { userId: number; paymentMethodId: string | null };
export type PayoutRow = Required<S['Payout']>;
/** Payment-provider records keep the provider's string id next to the row id. */
export type PaymentMethodRow = Omit<Required<S['PaymentMethod']>, 'id'> & { id: number; providerId: string; userId: number; cardNumber: string };
export type BankAccountRow = Omit<Required<S['BankAccount']>, 'id'> & { id: number; providerId: string; userId: number };
export type CustomTimestampRow = Required<S['CustomTimestamp']> & { userId: number };

export interface ChangeRequestRow extends Omit<Required<S['ChangeRequest']>, 'costs'> {
  costs: S['ChangeRequestCosts'];
}

export interface AdditionalDriverRow extends Omit<Required<S['AdditionalDriver']>, 'images'> {
  images: (StoredImage & { type: S['AdditionalDriverImageType'] })[];
}

export interface ExtraChargeRow extends Omit<Required<S['ExtraCharge']>, 'documentation'> {
  documentation: StoredDocument[];
}

export type ExtraChargeDiscountRow = Required<S['ExtraChargeDiscount']>;

export interface BookingImageRow extends StoredImage {
  bookingId: number;
  phase: 'checkin' | 'checkout';
  type: S['BookingImageType'] | null;
  createdAt: string;
}

export type BookingEventRow = Required<S['BookingHistoryEvent']>;
export type InsuranceClaimRow = Required<S['InsuranceClaim']>;

export interface IdVerificationRow extends Omit<Required<S['IdVerification']>, 'images'> {
  images: (StoredImage & { type: S['IdVerificationImageType'] })[];
}

export interface ConversationRow {
  id: number;
  /** The two users, lower id first. */
  userIds: [number, number];
  assetId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface MessageRow {
  id: number;
  conversationId: number;
  senderId: number;
  content: string;
  readAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export type LeadRow = Required<S['Lead']> & { id: number };
export interface SupportRequestRow extends Required<S['SupportRequest']> {
  id: number;
  userId: number | null;
  createdAt: string;
}

export interface PageRow {
  id: number;
  slug: string;
  path: string;
  locale: Locale;
  /** Pages with the same group are translations of each other. */
  group: string;
  parentGroup: string | null;
  title: string;
  breadcrumbTitle: string | null;
  isRoot: boolean;
  faq: S['FaqEntry'][];
  searchSettings: S['PageSearchSettings'] | null;
  content: string;
  seoMeta: S['SeoMeta'] | null;
  updatedAt: string;
}

export interface TaxonomyRow {
  id: number;
  language: Locale;
  type: 'category' | 'tag';
  slug: string;
  name: string;
  description: string | null;
  group: string;
}

export interface PostRow {
  id: number;
  language: Locale;
  group: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  authorId: number;
  date: string;
  modified: string;
  categoryId: number;
  tagIds: number[];
  tableOfContents: C['TableOfContentsEntry'][];
  template: string;
  featured: boolean;
}

export interface PostAuthorRow {
  id: number;
  name: string;
  description: string;
}

export type UserTermsRow = Required<S['UserTerms']>;

export interface SessionRow {
  id: number;
  userId: number;
  token: string;
  refreshToken: string;
  impersonatedBy: number | null;
  revoked: boolean;
  /** Set by the sandbox's test helper: the access token counts as expired before its time. */
  accessTokenExpired?: boolean;
  createdAt: string;
}

export interface OneTimeCodeRow {
  id: number;
  userId: number;
  purpose: 'password_reset' | 'email_verification';
  code: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface SocialOnboardingRow {
  id: number;
  onboardingId: string;
  provider: S['SocialProvider'];
  email: string;
  firstName: string;
  lastName: string;
}

/** An entry of the national vehicle registers the editor's import reads (`GET /vehicle-data/{a}/{b}`). */
export interface VehicleRegisterRow {
  id: number;
  data: S['VehicleData'];
}
