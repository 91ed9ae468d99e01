import { msg } from '@lingui/core/macro';
import type { components } from '@/shared/api';
import { defineLabels } from '@/shared/lib/labels';

type TransactionType = components['schemas']['TransactionType'];

/** 001 §3 transaction types shown to users (payouts, payment history). */
export const transactionTypeLabel = defineLabels<TransactionType>({
  addition: msg`Addition`,
  service_fee_adjustment: msg`Adjustment of service fee`,
  cancellation_cost_insurance: msg`Cancellation insurance`,
  dates_change: msg`Change of dates`,
  deductible_buydown: msg`Deductible reduction`,
  down_payment: msg`Down payment`,
  extra_charges: msg`Extra charges`,
  insurance_coverage_change: msg`Insurance upgrade`,
  interior_insurance: msg`Interior insurance`,
  luggage_insurance: msg`Luggage insurance`,
  manual_transfer: msg`Manual transfer`,
  payout_cancel: msg`Payout cancelled`,
  payout_failure: msg`Payout failed`,
  refund: msg`Refund`,
  remaining_rental_fee: msg`Remaining rental fee`,
  rental_fee: msg`Rental fee`,
  reserve_deductible: msg`Deductible reserved`,
  reserve_deposit: msg`Deposit reserved`,
  roadside_assistance: msg`Roadside assistance`,
  travel_abroad_insurance: msg`Travel abroad protection`,
  young_driver_insurance: msg`Young driver insurance`,
  uncategorized: msg`Other transaction`,
});

/** 001 §3: each transaction type has a matching pay action, the label of the button that pays it. */
export const payActionLabel = defineLabels<TransactionType>({
  addition: msg`Pay the addition`,
  service_fee_adjustment: msg`Pay the service fee adjustment`,
  cancellation_cost_insurance: msg`Pay for cancellation insurance`,
  dates_change: msg`Pay for the change of dates`,
  deductible_buydown: msg`Pay for the deductible reduction`,
  down_payment: msg`Pay the down payment`,
  extra_charges: msg`Pay the extra charges`,
  insurance_coverage_change: msg`Pay for the insurance upgrade`,
  interior_insurance: msg`Pay for interior insurance`,
  luggage_insurance: msg`Pay for luggage insurance`,
  manual_transfer: msg`Pay the manual transfer`,
  payout_cancel: msg`Pay back the cancelled payout`,
  payout_failure: msg`Pay back the failed payout`,
  refund: msg`Pay the refund`,
  remaining_rental_fee: msg`Pay the remaining rental fee`,
  rental_fee: msg`Pay the rental fee`,
  reserve_deductible: msg`Reserve the deductible`,
  reserve_deposit: msg`Reserve the deposit`,
  roadside_assistance: msg`Pay for roadside assistance`,
  travel_abroad_insurance: msg`Pay for travel abroad protection`,
  young_driver_insurance: msg`Pay for young driver insurance`,
  uncategorized: msg`Pay`,
});
