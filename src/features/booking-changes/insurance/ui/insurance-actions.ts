import { singleProduct, type InsurancePlan, type ProductLookup } from '@/entities/booking';
import {
  addOrderItem,
  fetchInstallments,
  fetchInsuranceAddons,
  fetchProducts,
  upgradeInsurance,
  type InsuranceAddon,
  type Product,
} from '../api/insurance-requests';

/** An installment a purchase added to the order: payable now, or once the owner has accepted. */
export interface Due {
  installmentId: number;
  amount: number;
  payable: boolean;
}

export interface PlanPrice {
  key: InsurancePlan;
  perNight: number;
}

/** What the insurance card does with the API; the stories stub it. */
export interface InsuranceActions {
  /** The plans' prices per night for this booking's vehicle, and travel abroad's (none when not sold). */
  upgradePrices: () => Promise<{ plans: PlanPrice[]; travelAbroadPerNight: number | null }>;
  upgrade: (plan: InsurancePlan, travelAbroad: boolean) => Promise<Due[]>;
  buydownProduct: () => Promise<ProductLookup<Product>>;
  addons: () => Promise<InsuranceAddon[]>;
  buy: (productId: number) => Promise<Due[]>;
}

const UPGRADE_TYPES: ReadonlySet<string> = new Set(['insurance_coverage_change', 'travel_abroad_insurance']);

/** The order's unpaid installments that `pick` selects, oldest first. */
async function dues(orderId: number, pick: (installment: { id: number; type: string }) => boolean): Promise<Due[]> {
  const installments = await fetchInstallments(orderId);
  return installments
    .filter((installment) => pick(installment) && (installment.status === 'payable' || installment.status === 'pending'))
    .map((installment) => ({ installmentId: installment.id, amount: installment.amount, payable: installment.status === 'payable' }));
}

export const insuranceActionsFor = (bookingId: number, orderId: number): InsuranceActions => ({
  upgradePrices: async () => {
    const [plans, travel] = await Promise.all([fetchProducts(bookingId, { type: 'insurance_coverage_change' }), fetchProducts(bookingId, { key: 'travel_abroad' })]);
    const abroad = singleProduct(travel);
    return {
      plans: plans.map((product) => ({ key: product.key as InsurancePlan, perNight: product.price })),
      travelAbroadPerNight: abroad.kind === 'one' ? abroad.product.price : null,
    };
  },
  upgrade: async (plan, travelAbroad) => {
    await upgradeInsurance(bookingId, plan, travelAbroad);
    return dues(orderId, (installment) => UPGRADE_TYPES.has(installment.type));
  },
  buydownProduct: async () => singleProduct(await fetchProducts(bookingId, { key: 'deductible_buydown' })),
  addons: () => fetchInsuranceAddons(bookingId),
  buy: async (productId) => {
    const item = await addOrderItem(orderId, productId);
    return dues(orderId, (installment) => installment.id === item.installmentId);
  },
});
