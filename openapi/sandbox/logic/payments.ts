import type { components } from '@openapi/generated/schema';
import type { BookingRow, InstallmentRow, PaymentRow } from '../store/rows';
import type { Store } from '../store/store';

type S = components['schemas'];

/** The payment purpose of paying an installment of this type. */
export function purposeOfInstallment(installment: InstallmentRow, installmentCount: number): S['PaymentPurpose'] {
  if (installment.type === 'down_payment') return 'down_payment';
  if (installment.type === 'rental_fee') return installmentCount === 1 ? 'total' : 'installment_payment';
  if (installment.type === 'extra_charges') return 'extra_charges';
  return 'other';
}

export interface PaymentRecord {
  booking: BookingRow;
  payableType: S['PayableType'];
  payableId: number;
  purpose: S['PaymentPurpose'];
  amount: number;
  status: S['PaymentStatus'];
  paymentMethodId: string | null;
  errorSlug: string | null;
  at: string;
}

/** Stores a payment with the gateway's intent id (and a client secret while 3-D Secure is pending). */
export function recordPayment(store: Store, record: PaymentRecord): PaymentRow {
  const id = store.payments.size + 1;
  const intent = `pi_sbx_${String(id).padStart(8, '0')}`;
  return store.payments.insert({
    userId: record.booking.renterId,
    payableType: record.payableType,
    payableId: record.payableId,
    purpose: record.purpose,
    method: 'stripe',
    amount: record.amount,
    currency: record.booking.currency,
    status: record.status,
    clientSecret: record.status === 'requires_action' ? `${intent}_secret_sbx` : null,
    paymentIntentId: intent,
    errorSlug: record.errorSlug,
    paymentMethodId: record.paymentMethodId,
    createdAt: record.at,
  });
}
