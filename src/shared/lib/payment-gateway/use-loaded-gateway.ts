import { useEffect, useState } from 'react';
import { loadPaymentGateway } from './load-gateway';
import type { PaymentGateway } from './payment-gateway';

/** The configured gateway's code, loaded on first render (Stripe stays out of the page's initial chunk), with a retry. */
export function useLoadedGateway(given: PaymentGateway | undefined) {
  const [state, setState] = useState<{ gateway?: PaymentGateway; failed?: boolean }>(given ? { gateway: given } : {});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (given) return;
    let live = true;
    loadPaymentGateway().then(
      (gateway) => live && setState({ gateway }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [given, attempt]);
  return {
    ...state,
    retry: () => {
      setState({});
      setAttempt((n) => n + 1);
    },
  };
}
