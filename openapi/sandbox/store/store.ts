import type * as R from './rows';
import { Table, type TableData } from './table';

/** Every table of the store and its row type. */
export interface StoreTables {
  users: Table<R.UserRow>;
  brands: Table<R.BrandRow>;
  assets: Table<R.AssetRow>;
  assetImages: Table<R.AssetImageRow>;
  registrationDocuments: Table<R.RegistrationDocumentRow>;
  unavailablePeriods: Table<R.UnavailablePeriodRow>;
  ownerAddons: Table<R.OwnerAddonRow>;
  assetDamages: Table<R.AssetDamageRow>;
  reviews: Table<R.ReviewRow>;
  favorites: Table<R.FavoriteRow>;
  bookings: Table<R.BookingRow>;
  bookingEvents: Table<R.BookingEventRow>;
  bookingImages: Table<R.BookingImageRow>;
  changeRequests: Table<R.ChangeRequestRow>;
  additionalDrivers: Table<R.AdditionalDriverRow>;
  extraCharges: Table<R.ExtraChargeRow>;
  extraChargeDiscounts: Table<R.ExtraChargeDiscountRow>;
  insuranceClaims: Table<R.InsuranceClaimRow>;
  orders: Table<R.OrderRow>;
  installments: Table<R.InstallmentRow>;
  deposits: Table<R.DepositRow>;
  transfers: Table<R.TransferRow>;
  orderItems: Table<R.OrderItemRow>;
  discounts: Table<R.DiscountRow>;
  products: Table<R.ProductRow>;
  payments: Table<R.PaymentRow>;
  payouts: Table<R.PayoutRow>;
  paymentMethods: Table<R.PaymentMethodRow>;
  bankAccounts: Table<R.BankAccountRow>;
  customTimestamps: Table<R.CustomTimestampRow>;
  idVerifications: Table<R.IdVerificationRow>;
  conversations: Table<R.ConversationRow>;
  messages: Table<R.MessageRow>;
  leads: Table<R.LeadRow>;
  supportRequests: Table<R.SupportRequestRow>;
  pages: Table<R.PageRow>;
  taxonomies: Table<R.TaxonomyRow>;
  posts: Table<R.PostRow>;
  postAuthors: Table<R.PostAuthorRow>;
  userTerms: Table<R.UserTermsRow>;
  sessions: Table<R.SessionRow>;
  oneTimeCodes: Table<R.OneTimeCodeRow>;
  socialOnboardings: Table<R.SocialOnboardingRow>;
  vehicleRegister: Table<R.VehicleRegisterRow>;
}

export type TableName = keyof StoreTables;

export const TABLE_NAMES: readonly TableName[] = [
  'users',
  'brands',
  'assets',
  'assetImages',
  'registrationDocuments',
  'unavailablePeriods',
  'ownerAddons',
  'assetDamages',
  'reviews',
  'favorites',
  'bookings',
  'bookingEvents',
  'bookingImages',
  'changeRequests',
  'additionalDrivers',
  'extraCharges',
  'extraChargeDiscounts',
  'insuranceClaims',
  'orders',
  'installments',
  'deposits',
  'transfers',
  'orderItems',
  'discounts',
  'products',
  'payments',
  'payouts',
  'paymentMethods',
  'bankAccounts',
  'customTimestamps',
  'idVerifications',
  'conversations',
  'messages',
  'leads',
  'supportRequests',
  'pages',
  'taxonomies',
  'posts',
  'postAuthors',
  'userTerms',
  'sessions',
  'oneTimeCodes',
  'socialOnboardings',
  'vehicleRegister',
];

/** Site-wide state that is not a table. */
export interface SiteState {
  health: { status: string; message: string | null };
  /** Euro rates of the currencies at the last update. */
  exchangeRates: Record<R.Currency, number>;
  exchangeRatesUpdatedAt: string;
  /** The day the seeded data counts from (YYYY-MM-DD): a reset seeds at the sandbox clock's day. */
  anchorDay: string;
}

export interface Store extends StoreTables {
  /** The seed the store was generated from. */
  readonly seed: number;
  site: SiteState;
}

/** The store as JSON (what the state file holds). */
export interface StoreData {
  seed: number;
  site: SiteState;
  tables: { [K in TableName]: TableData<RowOf<K>> };
}

type RowOf<K extends TableName> = StoreTables[K] extends Table<infer Row> ? Row : never;

export function emptyStore(seed: number, site: SiteState): Store {
  const tables = Object.fromEntries(TABLE_NAMES.map((name) => [name, new Table()])) as unknown as StoreTables;
  return { ...tables, seed, site };
}

export function storeToData(store: Store): StoreData {
  const tables = Object.fromEntries(TABLE_NAMES.map((name) => [name, store[name].toJSON()])) as StoreData['tables'];
  return { seed: store.seed, site: store.site, tables };
}

export function storeFromData(data: StoreData): Store {
  const tables = Object.fromEntries(
    TABLE_NAMES.map((name) => [name, Table.from(data.tables[name] as TableData<{ id: number }>)]),
  ) as unknown as StoreTables;
  return { ...tables, seed: data.seed, site: data.site };
}
