import { ADDON_PRICING_MODES, EQUIPMENT_ADDONS, SERVICE_ADDONS, type OwnerAddonValues } from './addon-catalogue';

/** The add-on being added (`addonId` null) or changed, as the owner has typed it. */
export interface AddonDraft {
  addonId: number | null;
  values: OwnerAddonValues;
}

const keyOf = (vehicleId: number) => `owner-addon-draft:${vehicleId}`;
const KEYS: readonly string[] = [...EQUIPMENT_ADDONS, ...SERVICE_ADDONS];
const MODES: readonly string[] = ADDON_PRICING_MODES;

/**
 * The open add-on form survives a reload or a lost connection in this tab (sessionStorage), as the
 * unavailable-period form does; it is dropped once saved or cancelled. A damaged entry, or storage
 * that refuses, only means no draft.
 */
export function readAddonDraft(vehicleId: number): AddonDraft | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(keyOf(vehicleId)) ?? 'null') as Partial<AddonDraft> | null;
    const values = stored?.values as Partial<Record<keyof OwnerAddonValues, unknown>> | undefined;
    if (!stored || !values) return null;
    const { key, pricingMode, price, quantity } = values;
    if (typeof key !== 'string' || (key !== '' && !KEYS.includes(key)) || typeof pricingMode !== 'string' || !MODES.includes(pricingMode) || typeof price !== 'string' || typeof quantity !== 'string') return null;
    return { addonId: typeof stored.addonId === 'number' ? stored.addonId : null, values: { key, pricingMode, price, quantity } as OwnerAddonValues };
  } catch {
    return null;
  }
}

export function storeAddonDraft(vehicleId: number, draft: AddonDraft | null): void {
  try {
    if (draft) sessionStorage.setItem(keyOf(vehicleId), JSON.stringify(draft));
    else sessionStorage.removeItem(keyOf(vehicleId));
  } catch {
    // No draft then.
  }
}
