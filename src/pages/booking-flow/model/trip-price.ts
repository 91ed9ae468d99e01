import { nightsOf, type PriceLine, type PricedLines } from '@/entities/booking';
import { addonTotal, type Cart } from '@/entities/cart';

/** What the flow knows of the vehicle's insurance products (`GET /assets/{id}/available-insurance-products`). */
export interface InsuranceOffer {
  key: string;
  kind: 'plan' | 'addon';
  price: number;
  pricingStrategy: string;
}

/** A plan chosen instead of the basic one: the upgrade's line key, so it reads apart from the basic plan in the dates' price. */
export const PLAN_UPGRADE_PREFIX = 'upgrade:';

/**
 * The trip's price so far in the summary (#23 point 4): the API's price for the dates (nights,
 * handover fee, basic insurance, service fee) and a line for each extra chosen since — add-ons
 * by their pricing mode, a higher plan's difference to the basic one, insurance add-ons. The
 * lines add up to the total shown; the review step prices it all again on the server.
 */
export function tripPriceSoFar(dates: PricedLines, cart: Cart, insurance: readonly InsuranceOffer[]): PricedLines {
  const request = cart.pendingBookingRequest;
  if (!request) return dates;
  const nights = nightsOf(request);
  const extras: PriceLine[] = [];
  for (const choice of cart.cartVehicleSelectedAddons) {
    const addon = cart.cartVehicleAddons.find((candidate) => candidate.key === choice.key);
    if (!addon || addon.type === 'insurance' || choice.quantity < 1) continue;
    const amount = addonTotal(addon, choice.quantity, nights);
    extras.push({ key: addon.type === 'service' ? 'service_addon' : 'equipment_addon', quantity: choice.quantity, unitPrice: Math.round(amount / choice.quantity), amount, addonKey: addon.key });
  }
  const basic = insurance.find((offer) => offer.kind === 'plan' && offer.key === 'omocom_basic');
  const plan = request.insuranceKey ? insurance.find((offer) => offer.kind === 'plan' && offer.key === request.insuranceKey) : undefined;
  if (plan && basic && plan.key !== basic.key) {
    const amount = (plan.price - basic.price) * nights;
    extras.push({ key: 'insurance_addon', quantity: 1, unitPrice: amount, amount, addonKey: `${PLAN_UPGRADE_PREFIX}${plan.key}` });
  }
  for (const kind of request.insuranceAddons) {
    const offer = insurance.find((candidate) => candidate.kind === 'addon' && candidate.key === kind);
    if (!offer) continue;
    const amount = offer.pricingStrategy === 'per_booking_night' ? offer.price * nights : offer.price;
    extras.push({ key: 'insurance_addon', quantity: 1, unitPrice: amount, amount, addonKey: kind });
  }
  return { lines: [...dates.lines, ...extras], total: dates.total + extras.reduce((sum, line) => sum + line.amount, 0) };
}
