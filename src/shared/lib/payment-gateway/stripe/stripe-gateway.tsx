import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type StripeElementLocale, type StripeError } from '@stripe/stripe-js';
import { useMemo } from 'react';
import { PaymentGatewayError, type PaymentGatewayErrorType } from '../gateway-error';
import type { PaymentFieldsProps, PaymentGateway, PaymentGatewayOperations, PaymentGatewayProviderProps, PayoutAccountDetails, PayoutAccountTokens } from '../payment-gateway';

const errorOf = (error: StripeError): PaymentGatewayError =>
  new PaymentGatewayError(
    (['validation_error', 'card_error'] as string[]).includes(error.type) ? (error.type as PaymentGatewayErrorType) : 'api_error',
    error.code ?? error.type,
    error.message ?? error.type,
    error.decline_code,
  );

/** Statuses after which Stripe holds the money or will (authorised for capture, still processing). */
const SECURED = new Set(['succeeded', 'requires_capture', 'processing']);

/**
 * Stripe with the Payment Element: card data lives only in Stripe's iframes. Deferred
 * intent ("finalize payments on the server"): the form creates a payment method, the
 * API creates and confirms the payment, and 3-D Secure runs here with the client secret.
 */
export function createStripeGateway(publishableKey: string): PaymentGateway {
  const stripePromise = loadStripe(publishableKey);

  function StripeProvider({ mode = 'payment', amount, currency, locale, children }: PaymentGatewayProviderProps) {
    const options = useMemo(() => {
      const common = {
        currency: currency.toLowerCase(),
        paymentMethodCreation: 'manual' as const,
        // Only the base language: Stripe knows `sv`, `nb`, `da`, `fi`, `de`, `fr`, `en`.
        locale: (locale?.split('-')[0] ?? 'auto') as StripeElementLocale,
      };
      // Saving a card: the API makes the SetupIntent with the payment method the form creates.
      return mode === 'setup' ? { ...common, mode: 'setup' as const } : { ...common, mode: 'payment' as const, amount };
    }, [mode, amount, currency, locale]);
    return (
      <Elements stripe={stripePromise} options={options}>
        {children}
      </Elements>
    );
  }

  function StripeFields({ disabled }: PaymentFieldsProps) {
    return <PaymentElement options={{ readOnly: disabled, layout: 'tabs' }} />;
  }

  function useStripeOperations(): PaymentGatewayOperations {
    const stripe = useStripe();
    const elements = useElements();
    return useMemo(
      () => ({
        async createPaymentMethod() {
          if (!stripe || !elements) throw new PaymentGatewayError('not_ready', 'not_ready', 'Stripe has not loaded yet.');
          // Shows the Payment Element's own field errors and stops here when something is missing.
          const submitted = await elements.submit();
          if (submitted.error) throw errorOf(submitted.error);
          const { paymentMethod, error } = await stripe.createPaymentMethod({ elements });
          if (error) throw errorOf(error);
          return {
            paymentMethodId: paymentMethod.id,
            paymentMethodType: paymentMethod.type,
            brand: paymentMethod.card?.brand ?? null,
            last4: paymentMethod.card?.last4 ?? null,
            walletType: paymentMethod.card?.wallet?.type ?? null,
          };
        },
        async handleNextAction(clientSecret) {
          if (!stripe) throw new PaymentGatewayError('not_ready', 'not_ready', 'Stripe has not loaded yet.');
          const { paymentIntent, error } = await stripe.handleNextAction({ clientSecret });
          if (error) throw errorOf(error);
          return paymentIntent && SECURED.has(paymentIntent.status) ? 'succeeded' : 'failed';
        },
      }),
      [stripe, elements],
    );
  }

  /** Connect tokens made in the browser: the account token with the date of birth, the bank token with the IBAN. */
  async function createPayoutAccountTokens({ iban, holderName, birthDate, country, currency }: PayoutAccountDetails): Promise<PayoutAccountTokens> {
    const stripe = await stripePromise;
    if (!stripe) throw new PaymentGatewayError('not_ready', 'not_ready', 'Stripe has not loaded yet.');
    const account = await stripe.createToken('account', { business_type: 'individual', individual: { dob: birthDate }, tos_shown_and_accepted: true });
    if (account.error) throw errorOf(account.error);
    const bank = await stripe.createToken('bank_account', { country, currency, account_number: iban, account_holder_name: holderName, account_holder_type: 'individual' });
    if (bank.error) throw errorOf(bank.error);
    return { accountToken: account.token.id, bankAccountToken: bank.token.id };
  }

  return { kind: 'stripe', Provider: StripeProvider, Fields: StripeFields, useOperations: useStripeOperations, createPayoutAccountTokens };
}
