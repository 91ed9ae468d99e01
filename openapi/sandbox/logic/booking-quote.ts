import type { components } from '@openapi/generated/schema';
import { priceBooking, type AddonChoice, type LineItem, type PriceQuote, type PriceRequest } from '../rules/pricing';
import type { AssetRow, OwnerAddonRow } from '../store/rows';
import { ADDON_CATALOGUE, isAddonKey } from './addon-catalogue';
import { ADDITIONAL_DRIVER_EURO, INSURANCE_ADDON_KINDS, insuranceAddonChoice, insuranceChoice } from './insurance';
import { fromEuroMinor } from './money';

type S = components['schemas'];

/**
 * The owner's service fee on the rental (nights, cleaning and the owner's add-ons).
 * The spec names only the 10% campaign rate for the first 100 vehicles, so the
 * regular rate is ours.
 */
export const OWNER_SERVICE_FEE_PERCENTAGE = 15;

export interface BookingChoices {
  addons: { key: string; quantity: number }[];
  insuranceKey: S['PlatformInsurancePlan'] | null;
  insuranceAddons: S['InsuranceAddonKind'][];
  additionalDrivers: number;
}

export const NO_CHOICES: BookingChoices = { addons: [], insuranceKey: null, insuranceAddons: [], additionalDrivers: 0 };

export interface BookingQuote extends PriceQuote {
  /** The lines as the contract spells them (labels, add-on keys of the contract's enums). */
  contractLineItems: S['LineItem'][];
  addons: S['BookingAddon'][];
  includedAddons: S['BookingAddon'][];
  ownersTotal: number;
}

const LABELS: Readonly<Record<S['LineItemKey'], string>> = {
  low_season_night: 'Night, low season',
  low_season_short_booking_night: 'Night, low season (short booking)',
  low_season_discounted_night: 'Night, low season (long-stay discount)',
  high_season_night: 'Night, high season',
  high_season_short_booking_night: 'Night, high season (short booking)',
  high_season_discounted_night: 'Night, high season (long-stay discount)',
  platform_insurance: 'Insurance',
  cleaning: 'Handover fee',
  insurance_addon: 'Insurance add-on',
  additional_driver: 'Additional driver',
  id_verification: 'ID verification',
  equipment_addon: 'Equipment',
  service_addon: 'Service',
  comprehensive_insurance: 'Comprehensive insurance',
  baloise_insurance: 'Insurance (Baloise)',
  service_fee: 'Service fee',
};

const OWNER_LINES: readonly S['LineItemKey'][] = [
  'low_season_night',
  'low_season_short_booking_night',
  'low_season_discounted_night',
  'high_season_night',
  'high_season_short_booking_night',
  'high_season_discounted_night',
  'cleaning',
  'equipment_addon',
  'service_addon',
];

const isInsuranceAddonKind = (key: string): key is S['InsuranceAddonKind'] => (INSURANCE_ADDON_KINDS as string[]).includes(key);

/** The contract's add-on key of a line: plan keys are not add-ons, so those lines carry none. */
function contractAddonKey(key: string | null): S['LineItem']['addonKey'] {
  if (key === null) return null;
  return isAddonKey(key) || isInsuranceAddonKind(key) ? key : null;
}

/** Price lines as the contract spells them: a label each, and only add-on keys of the contract's enums. */
export const toContractLineItems = (lines: readonly LineItem[]): S['LineItem'][] =>
  lines.map((l) => ({ ...l, label: LABELS[l.key], addonKey: contractAddonKey(l.addonKey) }));

/** The owner add-ons chosen, with the owner's price and quantity (capped at what the owner has). */
function chosenAddons(choices: BookingChoices, ownerAddons: readonly OwnerAddonRow[]): { choice: AddonChoice; row: OwnerAddonRow }[] {
  return choices.addons.flatMap(({ key, quantity }) => {
    const row = ownerAddons.find((addon) => addon.key === key);
    if (!row) return [];
    const allowed = ADDON_CATALOGUE[row.key].allowsQuantity ? Math.min(quantity, row.quantity) : 1;
    return [{ row, choice: { key: row.key, type: row.type, price: row.price, pricingStrategy: row.pricingStrategy, quantity: Math.max(1, allowed) } }];
  });
}

export function priceRequestOf(asset: AssetRow, ownerAddons: readonly OwnerAddonRow[], choices: BookingChoices): Omit<PriceRequest, 'fromDate' | 'toDate'> {
  const vendor = asset.hasPlatformInsurance ? asset.insuranceVendor : null;
  return {
    addons: chosenAddons(choices, ownerAddons).map((a) => a.choice),
    insurance: vendor === 'omocom' || vendor === 'baloise' ? insuranceChoice(vendor, choices.insuranceKey, asset.insuranceValue, asset.currency) : null,
    insuranceAddons: choices.insuranceAddons.map((kind) => insuranceAddonChoice(kind, asset.currency)),
    additionalDrivers: { count: choices.additionalDrivers, pricePerDriver: fromEuroMinor(ADDITIONAL_DRIVER_EURO, asset.currency) },
  };
}

/** Prices a stay with the booking's choices; the owner's total is the rental minus the owner's fee. */
export function quoteBooking(
  asset: AssetRow,
  ownerAddons: readonly OwnerAddonRow[],
  range: { fromDate: string; toDate: string },
  choices: BookingChoices,
): BookingQuote {
  const quote = priceBooking(asset, { ...priceRequestOf(asset, ownerAddons, choices), fromDate: range.fromDate, toDate: range.toDate });
  const rental = quote.lineItems.filter((l) => OWNER_LINES.includes(l.key)).reduce((sum, l) => sum + l.amount, 0);
  const picked = chosenAddons(choices, ownerAddons);
  const bookingAddon = ({ choice }: (typeof picked)[number]): S['BookingAddon'] => {
    const line = quote.lineItems.find((l) => l.addonKey === choice.key);
    return {
      key: choice.key as S['AddonKey'],
      type: choice.type,
      quantity: choice.quantity,
      price: choice.price,
      totalPrice: line?.amount ?? 0,
      pricingStrategy: choice.pricingStrategy,
    };
  };
  return {
    ...quote,
    contractLineItems: toContractLineItems(quote.lineItems),
    addons: picked.filter((a) => a.choice.pricingStrategy !== 'included').map(bookingAddon),
    includedAddons: picked.filter((a) => a.choice.pricingStrategy === 'included').map(bookingAddon),
    ownersTotal: Math.round((rental * (100 - OWNER_SERVICE_FEE_PERCENTAGE)) / 100),
  };
}
