import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { sendAndSettle, useSession, useSessionActor } from '@/entities/session';
import { showFieldErrors } from '@/shared/lib/flow';
import { AuthForm, AuthSubmit } from '@/shared/ui/auth-layout';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { Link } from '@/shared/ui/link';
import { Text } from '@/shared/ui/text';
import { loginFailureKind, type LoginFailureKind } from '../model/login-failure';
import { loginSchema, type LoginFieldError, type LoginValues } from '../model/login-schema';
import type { SignedInUser } from '../model/use-after-login';
import * as css from './login-form.css';

export interface LoginFormProps {
  /** Runs once the session is signed in; the button stays busy until it settles (navigation). */
  onSignedIn: (user: SignedInUser) => Promise<void> | void;
  /** The forgot-password link, when that page exists. */
  forgotPasswordHref?: string | undefined;
  defaultValues?: Partial<LoginValues>;
}

type Phase = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'failed'; failure: LoginFailureKind };

export function LoginForm({ onSignedIn, forgotPasswordHref, defaultValues }: LoginFormProps) {
  const { t, i18n } = useLingui();
  const actor = useSessionActor();
  const session = useSession();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: valibotResolver(loginSchema),
    defaultValues: { email: '', password: '', ...defaultValues },
  });

  const fieldMessage: Record<LoginFieldError, string> = {
    email_required: t`Enter your e-mail address.`,
    email_invalid: t`Enter an e-mail address such as name@example.com.`,
    password_required: t`Enter your password.`,
  };
  const errorOf = (message: string | undefined) => (message ? (fieldMessage[message as LoginFieldError] ?? message) : undefined);

  const failureMessage: Record<LoginFailureKind, string> = {
    invalid_credentials: t`The e-mail address or password is not right. Check them and try again.`,
    too_many_attempts: t`Login failed: too many attempts. Wait a few minutes, then try again.`,
    generic: t`Something went wrong and you are not logged in. Please try again.`,
  };

  const submit = handleSubmit(async (values) => {
    if (!actor) return;
    setPhase({ kind: 'submitting' });
    const settled = await sendAndSettle(actor, { type: 'LOGIN', input: values }, (s) => s.matches('authenticating'));
    const user = settled.context.session?.user;
    if (settled.matches('authenticated') && user) {
      await onSignedIn(user);
      return;
    }
    // Wrong credentials stay the form's (which of the two is wrong is not told); a refused field is marked.
    const { rest } = showFieldErrors(settled.context.failure, setError, i18n, { fields: ['email', 'password'], messages: { email: fieldMessage.email_invalid } });
    setPhase(rest ? { kind: 'failed', failure: loginFailureKind(rest.slug) } : { kind: 'idle' });
  });

  const ready = Boolean(actor) && session.status !== 'restoring';
  const submitting = phase.kind === 'submitting';

  return (
    <AuthForm onSubmit={submit} aria-busy={submitting || undefined}>
      {phase.kind === 'failed' && (
        <Callout tone="danger" role="alert">
          <Text as="p" weight="semibold">
            {failureMessage[phase.failure]}
          </Text>
          <Button variant="secondary" size="sm" onClick={() => void submit()}>
            <Trans>Try again</Trans>
          </Button>
        </Callout>
      )}
      <FormField label={t`E-mail`} error={errorOf(errors.email?.message)}>
        {(control) => <Input {...control} {...register('email')} type="email" autoComplete="email" inputMode="email" />}
      </FormField>
      <FormField label={t`Password`} error={errorOf(errors.password?.message)}>
        {(control) => <Input {...control} {...register('password')} type="password" autoComplete="current-password" />}
      </FormField>
      {forgotPasswordHref && (
        <Link to={forgotPasswordHref} className={css.forgotLink}>
          <Trans>Forgot your password?</Trans>
        </Link>
      )}
      <AuthSubmit loading={submitting} disabled={!ready}>
        <Trans>Log in</Trans>
      </AuthSubmit>
    </AuthForm>
  );
}
