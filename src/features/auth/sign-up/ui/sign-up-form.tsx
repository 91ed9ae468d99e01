import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { sendAndSettle, useSession, useSessionActor, type SessionView } from '@/entities/session';
import { PROFILE_COUNTRIES, type EmailAccount } from '@/entities/user';
import { isMarketCountry } from '@/shared/config';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { showFieldErrors } from '@/shared/lib/flow';
import { useRegionChoices } from '@/shared/lib/intl';
import { AuthForm, AuthSubmit } from '@/shared/ui/auth-layout';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { NativeCheckbox as Checkbox } from '@/shared/ui/checkbox';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { NativeRadioGroup as RadioGroup } from '@/shared/ui/radio-group';
import { NativeSelect as Select } from '@/shared/ui/select';
import { Text } from '@/shared/ui/text';
import { REGISTER_FIELD_SLUGS, SIGN_UP_FIELDS, registerFormFailure, type RegisterFieldFailure, type RegisterFormFailure } from '../model/register-failure';
import { registerRequestOf } from '../model/register-request';
import { signUpSchema, type SignUpInput, type SignUpValues } from '../model/sign-up-schema';
import { useEmailCheck } from '../model/use-email-check';
import * as css from './sign-up-form.css';
import { TermsLink } from './terms-link';
import { useSignUpMessages } from './use-sign-up-messages';

export interface SignUpFormProps {
  /** Runs once the new account is signed in; the button stays busy until it settles (navigation). */
  onSignedIn: (user: NonNullable<SessionView['user']>) => Promise<void> | void;
  /** Continues a social login whose account does not exist yet (002 §7). */
  onboardingId?: string | undefined;
  /** The user terms page, when it exists: offered in the terms dialog, in a new tab, so nothing typed is lost. */
  termsHref?: string | undefined;
  defaultValues?: Partial<SignUpInput>;
  /** Signs up with this role without asking (a renter inside the booking flow). */
  fixedRole?: SignUpInput['role'];
  /** The address has an account the user can log in with (002 §4.5 "continue login"). */
  onAccountFound?: (email: string, account: EmailAccount) => void;
}

/** The type of the e-mail field's error that the check before sending set (002 §2.8). */
const CHECKED = 'checked';

/** A failed sign-up: refused fields are marked by the form (`failure` is then undefined when they say it all). */
type Phase = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'failed'; failure: RegisterFormFailure | undefined; fieldsMarked: boolean };

export function SignUpForm({ onSignedIn, onboardingId, termsHref, defaultValues, fixedRole, onAccountFound }: SignUpFormProps) {
  const { t, i18n } = useLingui();
  const actor = useSessionActor();
  const session = useSession();
  const locale = useLocale();
  const { country: siteCountry } = useLocaleInfo();
  const messages = useSignUpMessages();
  const countries = useRegionChoices(PROFILE_COUNTRIES, 'by-name');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    getFieldState,
    formState: { errors },
  } = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: valibotResolver(signUpSchema),
    // All criteria, so the cross-field checks (confirmation, company) run while other fields are still wrong.
    criteriaMode: 'all',
    defaultValues: {
      role: 'renter',
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      passwordConfirmation: '',
      country: isMarketCountry(siteCountry) ? siteCountry : '',
      isOrganization: false,
      organizationName: '',
      organizationNumber: '',
      campaignCode: '',
      acceptTerms: false,
      ...defaultValues,
      ...(fixedRole ? { role: fixedRole } : {}),
    },
  });
  const isOrganization = useWatch({ control, name: 'isOrganization' });
  const role = useWatch({ control, name: 'role' });
  const checkEmail = useEmailCheck();

  /** 002 §2.8: the e-mail field says an address cannot be used before the form is sent. True when it may. */
  const judgeEmail = async (): Promise<boolean> => {
    const email = getValues('email');
    const { problem, account } = await checkEmail(email, getValues('role'));
    // Typed on meanwhile: the newer address gets its own check.
    if (getValues('email') !== email) return true;
    if (problem) setError('email', { type: CHECKED, message: messages.refusal[problem] }, { shouldFocus: false });
    else if (getFieldState('email').error?.type === CHECKED) clearErrors('email');
    if (problem === 'email_already_registered' && account) onAccountFound?.(email.trim(), account);
    return !problem;
  };

  // A role chosen after the address was checked changes what the address allows (an owner's e-mail may not rent).
  useEffect(() => {
    if (getFieldState('email').isTouched) void judgeEmail();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the role's change asks again
  }, [role]);

  const submit = handleSubmit(async (values) => {
    if (!actor) return;
    setPhase({ kind: 'submitting' });
    if (!(await judgeEmail())) {
      setPhase({ kind: 'idle' });
      return;
    }
    const settled = await sendAndSettle(
      actor,
      { type: 'REGISTER', input: registerRequestOf(values, locale, onboardingId) },
      (s) => s.matches('registering'),
    );
    const user = settled.context.session?.user;
    if (settled.matches('authenticated') && user) {
      await onSignedIn(user);
      return;
    }
    const slugs = Object.entries(REGISTER_FIELD_SLUGS).map(([slug, field]) => [slug, { field, message: messages.refusal[slug as RegisterFieldFailure] }]);
    const { marked, rest } = showFieldErrors(settled.context.failure, setError, i18n, {
      fields: SIGN_UP_FIELDS,
      slugs: Object.fromEntries(slugs),
      messages: messages.refusedField,
    });
    setPhase({ kind: 'failed', failure: rest && registerFormFailure(rest.slug), fieldsMarked: marked.length > 0 });
  });

  const error = (message: string | undefined) => messages.fieldError(message);
  const ready = Boolean(actor) && session.status !== 'restoring';
  const submitting = phase.kind === 'submitting';

  return (
    <AuthForm onSubmit={submit} aria-busy={submitting || undefined}>
      {onboardingId && (
        <Callout as="p" tone="info">
          <Trans>Almost there: fill in your details to finish creating your account.</Trans>
        </Callout>
      )}
      {phase.kind === 'failed' && (
        <Callout tone="danger" role="alert">
          <Text as="p" weight="semibold">
            {phase.failure ? messages.form[phase.failure] : messages.fieldRefusalSummary}
          </Text>
          {!phase.fieldsMarked && (
            <Button variant="secondary" size="sm" onClick={() => void submit()}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </Callout>
      )}

      {!fixedRole && (
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <RadioGroup
              label={t`I want to`}
              orientation="horizontal"
              value={field.value}
              onValueChange={field.onChange}
              name={field.name}
              items={[
                { value: 'renter', label: t`Rent a vehicle` },
                { value: 'owner', label: t`Rent out my vehicle` },
              ]}
            />
          )}
        />
      )}

      <div className={css.pair}>
        <FormField label={t`First name`} error={error(errors.firstName?.message)}>
          {(props) => <Input {...props} {...register('firstName')} autoComplete="given-name" />}
        </FormField>
        <FormField label={t`Last name`} error={error(errors.lastName?.message)}>
          {(props) => <Input {...props} {...register('lastName')} autoComplete="family-name" />}
        </FormField>
      </div>

      <FormField label={t`E-mail`} error={error(errors.email?.message)}>
        {(props) => (
          <Input
            {...props}
            {...register('email', {
              onBlur: () => void judgeEmail(),
              // A new address is not the refused one: its error goes until it is checked in turn.
              onChange: () => getFieldState('email').error?.type === CHECKED && clearErrors('email'),
            })}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
        )}
      </FormField>

      <FormField
        label={t`Password`}
        hint={t`At least 8 characters with an uppercase letter, a lowercase letter and a digit.`}
        error={error(errors.password?.message)}
      >
        {(props) => <Input {...props} {...register('password')} type="password" autoComplete="new-password" />}
      </FormField>
      <FormField label={t`Repeat password`} error={error(errors.passwordConfirmation?.message)}>
        {(props) => <Input {...props} {...register('passwordConfirmation')} type="password" autoComplete="new-password" />}
      </FormField>

      <FormField label={t`Country of residence`} error={error(errors.country?.message)}>
        {(props) => (
          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <Select
                {...props}
                items={countries}
                placeholder={t`Choose a country`}
                value={field.value || undefined}
                onValueChange={field.onChange}
                name={field.name}
              />
            )}
          />
        )}
      </FormField>

      <Controller
        control={control}
        name="isOrganization"
        render={({ field }) => (
          <Checkbox label={t`I am signing up for a company`} checked={field.value} onCheckedChange={field.onChange} name={field.name} />
        )}
      />
      {isOrganization && (
        <div className={css.organization}>
          <FormField label={t`Company name`} error={error(errors.organizationName?.message)}>
            {(props) => <Input {...props} {...register('organizationName')} autoComplete="organization" />}
          </FormField>
          <FormField label={t`Company registration number`} error={error(errors.organizationNumber?.message)}>
            {(props) => <Input {...props} {...register('organizationNumber')} />}
          </FormField>
        </div>
      )}

      <FormField label={t`Campaign code (optional)`} error={error(errors.campaignCode?.message)}>
        {(props) => <Input {...props} {...register('campaignCode')} autoCapitalize="characters" />}
      </FormField>

      <div>
        <Controller
          control={control}
          name="acceptTerms"
          render={({ field }) => (
            <Checkbox label={t`I accept the user terms`} checked={field.value} onCheckedChange={field.onChange} name={field.name} />
          )}
        />
        <p className={css.checkError} aria-live="polite">
          {error(errors.acceptTerms?.message)}
        </p>
        <TermsLink termsHref={termsHref} />
      </div>

      <AuthSubmit loading={submitting} disabled={!ready}>
        <Trans>Create account</Trans>
      </AuthSubmit>
    </AuthForm>
  );
}
