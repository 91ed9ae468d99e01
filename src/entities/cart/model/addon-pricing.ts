import type { CartAddon, SelectedAddon } from './types';

/**
 * The price of a chosen add-on for the trip (000 §3 pricing modes, contract
 * `AddonPricingStrategy`): per_booking_night is price × nights × quantity, per_booking is
 * price × quantity, fixed is the price once, included costs nothing.
 */
export function addonTotal(addon: Pick<CartAddon, 'price' | 'pricingStrategy'>, quantity: number, nights: number): number {
  switch (addon.pricingStrategy) {
    case 'per_booking_night':
      return addon.price * nights * quantity;
    case 'per_booking':
      return addon.price * quantity;
    case 'fixed':
      return addon.price;
    case 'included':
      return 0;
  }
}

/** The sum of the selected add-ons that the vehicle still offers. */
export function selectedAddonsTotal(addons: readonly CartAddon[], selected: readonly SelectedAddon[], nights: number): number {
  return selected.reduce((sum, choice) => {
    const addon = addons.find((candidate) => candidate.key === choice.key);
    return addon ? sum + addonTotal(addon, choice.quantity, nights) : sum;
  }, 0);
}
