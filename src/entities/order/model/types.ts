/** Order statuses as spelled in 001 §4. */
export type OrderStatus = 'pending_owner_confirmation' | 'open' | 'canceled' | 'pending' | 'payable' | 'paid' | 'voided' | 'expired';

export type InstallmentStatus = 'pending' | 'payable' | 'paid' | 'expired';

/** A moment as the API sends it (ISO 8601) or as a Date. */
export type Instant = Date | string;

/** 001 §4: the installment statuses plus closed. */
export type DepositStatus = InstallmentStatus | 'closed';

export type TransferStatus = 'pending' | 'succeeded' | 'failed';

/** `total` pays the owner the rental; `installment` a later installment such as an add-on bought after booking. */
export type TransferType = 'total' | 'installment' | 'extra_charges' | 'deposit' | 'manual';

/** Order item and installment types (001 §3 "Order item / product types"). */
export type InstallmentType =
  | 'down_payment'
  | 'rental_fee'
  | 'dates_change'
  | 'deductible_buydown'
  | 'additional_drivers'
  | 'addition'
  | 'extra_charges'
  | 'interior_insurance'
  | 'roadside_assistance'
  | 'luggage_insurance'
  | 'cancellation_cost_insurance'
  | 'insurance_coverage_change'
  | 'young_driver_insurance'
  | 'travel_abroad_insurance';

export interface Installment {
  id: number;
  type: InstallmentType;
  status: InstallmentStatus;
  /** ISO 8601. */
  dueAt: string;
  /** The owner's share, minor units. */
  ownersAmount: number;
}

export interface Transfer {
  /** Null for an expected transfer synthesised for display. */
  id: number | null;
  type: TransferType;
  status: TransferStatus;
  amount: number;
  amountReversed: number;
  netAmount: number;
  installmentId: number | null;
}
