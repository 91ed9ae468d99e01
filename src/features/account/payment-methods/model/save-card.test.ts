import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { PaymentGatewayError, type CreatedPaymentMethod, type PaymentGatewayOperations } from '@/shared/lib/payment-gateway';
import { saveCard } from './save-card';

const created = (brand: string): CreatedPaymentMethod => ({ paymentMethodId: `pm_${brand}`, paymentMethodType: 'card', brand, last4: '4242', walletType: null });
const operations = (result: CreatedPaymentMethod | Error): PaymentGatewayOperations => ({
  createPaymentMethod: () => (result instanceof Error ? Promise.reject(result) : Promise.resolve(result)),
  handleNextAction: () => Promise.resolve('succeeded'),
});
const savedAs = (id: string) => ({ id, type: 'card', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029, status: 'succeeded' as const, stripeAccount: 'se' });

describe('saving a card (000 §7 POST /me/payment-methods; 001 §5)', () => {
  it('saves the payment method the gateway made, in the account shown', async () => {
    const save = vi.fn(async (_account: string, id: string) => savedAs(id));
    await expect(saveCard(operations(created('visa')), 'se', save)).resolves.toEqual({ kind: 'saved', method: savedAs('pm_visa') });
    expect(save).toHaveBeenCalledWith('se', 'pm_visa');
  });

  it.each(['amex', 'diners'])('refuses %s before the API sees it, with the card-not-supported message', async (brand) => {
    const save = vi.fn();
    await expect(saveCard(operations(created(brand)), 'se', save)).resolves.toEqual({ kind: 'failed', failure: { reason: 'cardNotSupported', code: 'card_not_supported' } });
    expect(save).not.toHaveBeenCalled();
  });

  it('leaves what was typed wrong to the fields', async () => {
    const error = new PaymentGatewayError('validation_error', 'incomplete_number', 'Incomplete');
    await expect(saveCard(operations(error), 'se', vi.fn())).resolves.toEqual({ kind: 'entry-error' });
  });

  it("words the API's refusal as 001 §8 does (a declined card: contact your bank)", async () => {
    const save = vi.fn(() => Promise.reject(new ApiError(402, 'card_declined', 'The card was refused (card_declined).')));
    await expect(saveCard(operations(created('visa')), 'se', save)).resolves.toEqual({ kind: 'failed', failure: { reason: 'contactBank', code: 'card_declined' } });
  });

  it('gives any other failure the generic message with its code', async () => {
    const save = vi.fn(() => Promise.reject(new ApiError(503, 'service_unavailable', 'Down')));
    await expect(saveCard(operations(created('visa')), 'se', save)).resolves.toEqual({ kind: 'failed', failure: { reason: 'generic', code: 'service_unavailable' } });
  });
});
