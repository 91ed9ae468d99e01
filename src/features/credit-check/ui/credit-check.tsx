import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSession, useSessionActor } from '@/entities/session';
import { SSN_EXAMPLES, creditReportBlocksBooking, isSsnCountry, normalizeSsn, ssnProblem, userQueries, type CreditReportOutcome, type SsnProblem } from '@/entities/user';
import { failureOf } from '@/shared/lib/flow';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Card } from '@/shared/ui/card';
import { FormField } from '@/shared/ui/form-field';
import { Heading } from '@/shared/ui/heading';
import { Input } from '@/shared/ui/input';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { runCreditCheck } from '../api/credit-check-requests';

/** 001 §8: the credit report's refusals and its technical failure, in words. */
function useCreditMessages() {
  const { t } = useLingui();
  return {
    verdict: (result: CreditReportOutcome): string =>
      result === 'approved'
        ? t`Your credit check passed. You can send booking requests.`
        : result === 'blocked'
          ? t`Your credit report is blocked, so we cannot send booking requests for you. Lift the block at the credit bureau and run the check again.`
          : result === 'remarks'
            ? t`Your credit check has remarks, so we cannot send booking requests for you. Please contact support.`
            : t`Your credit check was rejected, so we cannot send booking requests for you. Please contact support.`,
    problem: (problem: SsnProblem): string =>
      problem === 'required'
        ? t`Enter your social security number.`
        : problem === 'date'
          ? t`This number does not start with a valid date of birth.`
          : problem === 'checksum'
            ? t`This number is not valid. Check the last digits.`
            : t`Enter the number in the format shown.`,
  };
}

/**
 * The renter's credit check (001 §5): the social security number, checked in the format of the
 * renter's country before it is sent, then the credit report and the register check. The number
 * is never stored in the browser. Only for renters of the countries whose bureaus are asked.
 */
export function CreditCheck() {
  const { t } = useLingui();
  const { user } = useSession();
  const sessionActor = useSessionActor();
  const queryClient = useQueryClient();
  const messages = useCreditMessages();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<SsnProblem | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<'technical' | null>(null);
  const country = user?.country ?? null;
  if (!user || user.role !== 'renter' || !isSsnCountry(country)) return null;
  const result = (user.creditReportResult ?? null) as CreditReportOutcome | null;
  const decided = result !== null && result !== 'failed';
  const example = SSN_EXAMPLES[country];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = ssnProblem(country, value);
    setProblem(found);
    setFailure(null);
    if (found) return;
    setSending(true);
    try {
      await runCreditCheck(country, normalizeSsn(value));
    } catch (error) {
      const { slug } = failureOf(error);
      if (slug === 'social_security_number_not_shared') setProblem('format');
      // A refusal is saved on the user as its verdict; anything else may pass on another try.
      else if (slug !== 'credit_report_rejected' && slug !== 'credit_report_blocked') setFailure('technical');
    } finally {
      setSending(false);
    }
    try {
      const fresh = await queryClient.fetchQuery({ ...userQueries.me(), staleTime: 0 });
      sessionActor?.send({ type: 'USER_UPDATED', user: fresh });
    } catch (error) {
      console.error('The user could not be read again after the credit check', error);
    }
  };

  return (
    <Card>
      <Stack gap="md">
        <Heading level={2}>
          <Trans>Credit check</Trans>
        </Heading>
        {decided ? (
          <Callout tone={creditReportBlocksBooking(result) ? 'danger' : 'success'} role={creditReportBlocksBooking(result) ? 'alert' : 'status'}>
            {messages.verdict(result)}
          </Callout>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Credit check`}>
            <Stack gap="md" align="flex-start">
              <Text>
                <Trans>Before your first booking request we run a credit check. Share your social security number for it; it is sent to the credit bureau and not shown to owners.</Trans>
              </Text>
              <FormField label={t`Social security number`} hint={t`For example: ${example}`} error={problem ? messages.problem(problem) : undefined}>
                {(control) => <Input {...control} value={value} autoComplete="off" inputMode="text" onChange={(event) => setValue(event.target.value)} />}
              </FormField>
              {failure && (
                <Text role="alert" tone="danger">
                  <Trans>The credit check failed for technical reasons. Please try again.</Trans>
                </Text>
              )}
              <Button type="submit" loading={sending}>
                {failure ? <Trans>Try again</Trans> : <Trans>Run the credit check</Trans>}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
