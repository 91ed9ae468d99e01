import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showFieldErrors } from '@/shared/lib/flow';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { Text } from '@/shared/ui/text';
import { impersonateSchema, type ImpersonateFieldError, type ImpersonateInput, type ImpersonateValues } from '../model/impersonate-schema';
import { impersonationFailureOf, type ImpersonationFailure } from '../model/impersonation-failure';
import { useImpersonation } from '../model/use-impersonation';
import * as css from './impersonate-form.css';
import { useImpersonationMessages } from './use-impersonation-messages';

export interface ImpersonateFormProps {
  /** Runs once the admin acts as the user (usually: go to the home page). */
  onStarted: () => Promise<void> | void;
  defaultUserId?: string;
}

type Phase = { kind: 'idle' } | { kind: 'starting' } | { kind: 'failed'; failure: ImpersonationFailure };

/** Login as user (002 §2.2): a user ID and an Apply button, for administrators. */
export function ImpersonateForm({ onStarted, defaultUserId = '' }: ImpersonateFormProps) {
  const { t, i18n } = useLingui();
  const { ready, start } = useImpersonation();
  const failures = useImpersonationMessages();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ImpersonateInput, unknown, ImpersonateValues>({ resolver: valibotResolver(impersonateSchema), defaultValues: { userId: defaultUserId } });

  const fieldMessages: Record<ImpersonateFieldError, string> = {
    user_id_required: t`Enter the ID of the user to log in as.`,
    user_id_invalid: t`A user ID is a whole number, such as 42.`,
  };
  // The schema's codes are worded here; a refusal of the API comes in the form's words already.
  const fieldError = (message: string | undefined) => (message ? (fieldMessages[message as ImpersonateFieldError] ?? message) : undefined);

  const submit = handleSubmit(async ({ userId }) => {
    setPhase({ kind: 'starting' });
    const outcome = await start(userId);
    if (outcome.ok) {
      await onStarted();
      return;
    }
    // The user ID is a path parameter of POST /auth/login-as-user/{id}: the API names it `id`.
    const { rest } = showFieldErrors(outcome.cause, setError, i18n, { fields: ['userId'], apiFields: { id: 'userId' } });
    setPhase(rest ? { kind: 'failed', failure: impersonationFailureOf(rest.slug) } : { kind: 'idle' });
  });

  return (
    <form className={css.form} onSubmit={submit} noValidate aria-busy={phase.kind === 'starting' || undefined}>
      {phase.kind === 'failed' && (
        <Callout tone="danger" role="alert">
          <Text weight="semibold">{failures[phase.failure]}</Text>
          {phase.failure === 'generic' && (
            <Button variant="secondary" size="sm" onClick={() => void submit()}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </Callout>
      )}
      <FormField className={css.field} label={t`User ID`} error={fieldError(errors.userId?.message)}>
        {(props) => <Input {...props} {...register('userId')} inputMode="numeric" autoComplete="off" />}
      </FormField>
      <Button type="submit" loading={phase.kind === 'starting'} disabled={!ready}>
        <Trans>Apply</Trans>
      </Button>
    </form>
  );
}
