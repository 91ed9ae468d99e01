import { msg } from '@lingui/core/macro';
import type { components } from '@/shared/api';
import { defineLabels } from '@/shared/lib/labels';
import type { InstallmentType } from './types';

/** 001 §3 order item and installment types (`productType`). */
export const productTypeLabel = defineLabels<InstallmentType>({
  down_payment: msg`Down payment`,
  rental_fee: msg`Rental fee`,
  dates_change: msg`Change of dates`,
  deductible_buydown: msg`Deductible reduction`,
  additional_drivers: msg`Additional drivers`,
  addition: msg`Addition`,
  extra_charges: msg`Extra charges`,
  interior_insurance: msg`Interior insurance`,
  roadside_assistance: msg`Roadside assistance`,
  luggage_insurance: msg`Luggage insurance`,
  cancellation_cost_insurance: msg`Cancellation insurance`,
  insurance_coverage_change: msg`Insurance upgrade`,
  young_driver_insurance: msg`Young driver insurance`,
  travel_abroad_insurance: msg`Travel abroad protection`,
});

/** Discounts of an order. */
export const discountTypeLabel = defineLabels<components['schemas']['DiscountType']>({
  campaign: msg`Campaign discount`,
  voucher: msg`Voucher`,
  gift_card: msg`Gift card`,
  service_fee: msg`Service fee discount`,
  extra_charge_discount: msg`Extra charge discount`,
  manual: msg`Discount`,
});
