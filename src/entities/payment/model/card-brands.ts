/**
 * 001 §5: "Card brands American Express and Diners Club are not supported." The
 * spellings cover how Stripe (`amex`, `diners`), its Payment Element
 * (`american_express`, `diners_club`) and card-number lookups name them.
 */
export const UNSUPPORTED_CARD_BRANDS: readonly string[] = ['amex', 'american_express', 'americanexpress', 'diners', 'diners_club', 'dinersclub'];

const normalise = (brand: string) => brand.trim().toLowerCase().replace(/[\s-]+/g, '_');

/** False for American Express and Diners Club; an unknown brand is left to the provider. */
export function isCardBrandSupported(brand: string | null | undefined): boolean {
  if (!brand) return true;
  const name = normalise(brand);
  return !UNSUPPORTED_CARD_BRANDS.includes(name) && !UNSUPPORTED_CARD_BRANDS.includes(name.replace(/_/g, ''));
}
