import { Trans, useLingui } from '@lingui/react/macro';
import { createContext, use, useCallback, useMemo, useRef, useState } from 'react';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { PaymentGatewayError } from '../gateway-error';
import type { NextActionOutcome, PaymentFieldsProps, PaymentGateway, PaymentGatewayOperations, PaymentGatewayProviderProps, PayoutAccountDetails, PayoutAccountTokens } from '../payment-gateway';
import { cardBrandOfNumber, cardDigits, cardNumberProblem, sandboxPaymentMethodId, type CardNumberProblem } from './card-number';
import { finishSandboxChallenge } from './sandbox-challenge';

interface Challenge {
  paymentId: number;
  settle: (outcome: NextActionOutcome) => void;
  fail: (error: unknown) => void;
}

interface SandboxState {
  number: string;
  setNumber: (value: string) => void;
  problem: CardNumberProblem | undefined;
  operations: PaymentGatewayOperations;
}

const SandboxContext = createContext<SandboxState | null>(null);

function useSandbox(): SandboxState {
  const state = use(SandboxContext);
  if (!state) throw new Error('The sandbox payment fields need the gateway’s Provider around them');
  return state;
}

/** Holds the typed number (kept while the form shows a failure or a saved card) and the 3-D Secure dialog. */
function SandboxProvider({ children }: PaymentGatewayProviderProps) {
  const [number, setNumberState] = useState('');
  const [problem, setProblem] = useState<CardNumberProblem | undefined>();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [finishing, setFinishing] = useState<'complete' | 'fail' | null>(null);
  const numberRef = useRef(number);

  const setNumber = useCallback((value: string) => {
    numberRef.current = value;
    setNumberState(value);
    setProblem(undefined);
  }, []);

  const operations = useMemo<PaymentGatewayOperations>(
    () => ({
      async createPaymentMethod() {
        const digits = cardDigits(numberRef.current);
        const found = cardNumberProblem(digits);
        if (found) {
          setProblem(found);
          throw new PaymentGatewayError('validation_error', found === 'empty' ? 'incomplete_number' : 'invalid_number', 'The card number is incomplete or invalid.');
        }
        return { paymentMethodId: sandboxPaymentMethodId(digits), paymentMethodType: 'card', brand: cardBrandOfNumber(digits), last4: digits.slice(-4), walletType: null };
      },
      handleNextAction: (_clientSecret, paymentId) =>
        new Promise<NextActionOutcome>((settle, fail) => setChallenge({ paymentId, settle, fail })),
    }),
    [],
  );

  const finish = async (outcome: 'complete' | 'fail') => {
    if (!challenge) return;
    setFinishing(outcome);
    try {
      challenge.settle(await finishSandboxChallenge(challenge.paymentId, outcome));
    } catch (error) {
      challenge.fail(error);
    } finally {
      setFinishing(null);
      setChallenge(null);
    }
  };

  const state = useMemo(() => ({ number, setNumber, problem, operations }), [number, setNumber, problem, operations]);
  return (
    <SandboxContext value={state}>
      {children}
      <ChallengeDialog open={challenge !== null} finishing={finishing} onFinish={(outcome) => void finish(outcome)} />
    </SandboxContext>
  );
}

/** Stands in for the bank's 3-D Secure page: the payer completes or fails it. */
function ChallengeDialog({ open, finishing, onFinish }: { open: boolean; finishing: 'complete' | 'fail' | null; onFinish: (outcome: 'complete' | 'fail') => void }) {
  const { t } = useLingui();
  return (
    <Dialog open={open} closeable={false} size="sm" title={t`Confirm the payment with your bank`} description={t`Test bank (sandbox): choose how the 3-D Secure check ends.`}>
      <Stack direction="horizontal" gap="sm" wrap>
        <Button loading={finishing === 'complete'} disabled={finishing === 'fail'} onClick={() => onFinish('complete')}>
          <Trans>Complete authentication</Trans>
        </Button>
        <Button variant="secondary" loading={finishing === 'fail'} disabled={finishing === 'complete'} onClick={() => onFinish('fail')}>
          <Trans>Fail authentication</Trans>
        </Button>
      </Stack>
    </Dialog>
  );
}

/** One labelled field: the sandbox only needs the number (expiry and CVC mean nothing to its test cards). */
function SandboxFields({ disabled }: PaymentFieldsProps) {
  const { t } = useLingui();
  const { number, setNumber, problem } = useSandbox();
  const error = problem === 'empty' ? t`Enter the card number.` : problem === 'invalid' ? t`This card number is not valid.` : undefined;
  return (
    <FormField
      label={t`Card number`}
      hint={
        <Text as="span" size="sm" tone="muted">
          <Trans>Test mode: 4242 4242 4242 4242 pays, 4000 0027 6000 3184 asks for 3-D Secure, 4000 0000 0000 9995 has insufficient funds, 4000 0000 0000 0069 has expired.</Trans>
        </Text>
      }
      error={error}
    >
      {(control) => (
        <Input
          {...control}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          disabled={disabled}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
        />
      )}
    </FormField>
  );
}

function useSandboxOperations(): PaymentGatewayOperations {
  return useSandbox().operations;
}

/** The sandbox API's gateway: test card numbers become Stripe-style test ids (`pm_card_<digits>`). */
export const sandboxGateway: PaymentGateway = {
  kind: 'sandbox',
  Provider: SandboxProvider,
  Fields: SandboxFields,
  useOperations: useSandboxOperations,
  // The sandbox API reads the IBAN back from its bank token, `btok_<IBAN>` (openapi/sandbox/README.md).
  createPayoutAccountTokens: async ({ iban, birthDate }: PayoutAccountDetails): Promise<PayoutAccountTokens> => {
    const pad = (n: number) => String(n).padStart(2, '0');
    return { accountToken: `atok_sbx_${birthDate.year}${pad(birthDate.month)}${pad(birthDate.day)}`, bankAccountToken: `btok_${iban}` };
  },
};
