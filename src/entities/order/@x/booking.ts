// What the booking entity reads of orders: the installment the renter pays next (001 §4).
export { listedInstallments, nextPayableInstallment } from '../model/installments';
