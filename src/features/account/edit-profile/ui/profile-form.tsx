import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo, useState, type HTMLInputAutoCompleteAttribute, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import { Controller, FormProvider, useForm, useFormContext, type Resolver } from 'react-hook-form';
import { showFieldErrors } from '@/shared/lib/flow';
import { useRegionChoices } from '@/shared/lib/intl';
import { PROFILE_COUNTRIES, genderLabel, localIsoDate, type CurrentUser, type PhoneRules } from '@/entities/user';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { Input, Textarea } from '@/shared/ui/input';
import { NativeSelect as Select } from '@/shared/ui/select';
import { Text } from '@/shared/ui/text';
import { labelledOptions } from '@/shared/lib/labels';
import type { UserUpdate } from '../api/update-profile';
import { FIELDS_REFUSED, SAVE_FAILED, profileRefusals } from '../model/profile-refusals';
import {
  ADDRESS_FIELDS,
  CONTACT_FIELDS,
  GENDERS,
  ABOUT_ME_MAX_LENGTH,
  OPTIONAL_FIELDS,
  ORGANISATION_FIELDS,
  PERSONAL_FIELDS,
  PRESENTATION_FIELDS,
  toUserUpdate,
  valuesFromUser,
  type ProfileField,
  type ProfileFormValues,
} from '../model/profile-fields';
import { profileSchema } from '../model/profile-schema';
import * as css from './profile-form.css';

export interface ProfileFormProps {
  /** The user as loaded: the fields start with their saved values. */
  user: CurrentUser;
  /** The phone rules (loaded on demand: they carry every country's numbering plan). */
  phoneRules: PhoneRules;
  /** The fields to show and check, in any order; the form keeps its own order. */
  fields: readonly ProfileField[];
  /** Saves the change; a rejection (an ApiError) is shown on the form, which keeps what was typed. */
  onSubmit: (update: UserUpdate) => Promise<void>;
  submitLabel?: ReactNode;
  /** The user's calendar day, for the age rule; today by default. */
  today?: string;
}

type TextFieldName = Exclude<ProfileField, 'gender' | 'country' | 'aboutMe'>;

function TextField({
  name,
  label,
  hint,
  autoComplete,
  type = 'text',
  max,
  min,
}: {
  name: TextFieldName;
  label: ReactNode;
  hint?: ReactNode;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  type?: HTMLInputTypeAttribute;
  max?: string;
  min?: string;
}) {
  const { register, formState } = useFormContext<ProfileFormValues>();
  return (
    <FormField label={label} hint={hint} error={formState.errors[name]?.message}>
      {(control) => (
        <Input {...control} {...register(name)} type={type} autoComplete={autoComplete} max={max} min={min} aria-required="true" />
      )}
    </FormField>
  );
}

function AboutMeField() {
  const { t } = useLingui();
  const { register, formState, watch } = useFormContext<ProfileFormValues>();
  const length = watch('aboutMe').length;
  return (
    <FormField
      label={t`About me (optional)`}
      hint={t`Tell owners who you are and how you like to travel. No e-mail addresses or other contact details. ${length} of ${ABOUT_ME_MAX_LENGTH} characters.`}
      error={formState.errors.aboutMe?.message}
    >
      {(control) => <Textarea {...control} {...register('aboutMe')} rows={5} />}
    </FormField>
  );
}

function CountryField() {
  const { t } = useLingui();
  const items = useRegionChoices(PROFILE_COUNTRIES, 'by-name');
  const { control, formState } = useFormContext<ProfileFormValues>();
  return (
    <Controller
      name="country"
      control={control}
      render={({ field }) => (
        <FormField label={t`Country`} error={formState.errors.country?.message}>
          {(props) => (
            <Select {...props} items={items} value={field.value} onValueChange={field.onChange} placeholder={t`Choose a country`} name={field.name} />
          )}
        </FormField>
      )}
    />
  );
}

function GenderField() {
  const { t, i18n } = useLingui();
  const items = labelledOptions(i18n, GENDERS, genderLabel);
  const { control, formState } = useFormContext<ProfileFormValues>();
  return (
    <Controller
      name="gender"
      control={control}
      render={({ field }) => (
        <FormField label={t`Gender`} error={formState.errors.gender?.message}>
          {(props) => (
            <Select {...props} items={items} value={field.value} onValueChange={field.onChange} placeholder={t`Choose`} name={field.name} />
          )}
        </FormField>
      )}
    />
  );
}

function Group({ legend, fields, shown, children }: { legend: ReactNode; fields: readonly ProfileField[]; shown: readonly ProfileField[]; children: Partial<Record<ProfileField, ReactNode>> }) {
  const visible = fields.filter((field) => shown.includes(field));
  if (visible.length === 0) return null;
  return (
    <fieldset className={css.group}>
      <legend className={css.legend}>{legend}</legend>
      {visible.map((field) => (
        <div key={field}>{children[field]}</div>
      ))}
    </fieldset>
  );
}

/** The profile's mandatory fields (002 §5), or the ones an onboarding step still needs. */
export function ProfileForm({ user, phoneRules, fields, onSubmit, submitLabel, today: todayOverride }: ProfileFormProps) {
  const { t, i18n } = useLingui();
  const today = todayOverride ?? localIsoDate();
  const [failure, setFailure] = useState<MessageDescriptor>();
  const resolver = useMemo(
    () => valibotResolver(profileSchema(fields, (message) => i18n._(message), today, phoneRules)) as Resolver<ProfileFormValues>,
    [fields, i18n, today, phoneRules],
  );
  // criteriaMode "all" lets the phone-against-country check run while other fields still have errors.
  const form = useForm<ProfileFormValues>({ defaultValues: valuesFromUser(user, phoneRules), resolver, mode: 'onSubmit', reValidateMode: 'onChange', criteriaMode: 'all' });

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await onSubmit(toUserUpdate(values, fields, phoneRules));
      form.reset(values);
    } catch (error) {
      const { marked } = showFieldErrors(error, form.setError, i18n, profileRefusals(fields));
      setFailure(marked.length > 0 ? FIELDS_REFUSED : SAVE_FAILED);
    }
  });

  const inputs: Partial<Record<ProfileField, ReactNode>> = {
    firstName: <TextField name="firstName" label={t`First name`} autoComplete="given-name" />,
    lastName: <TextField name="lastName" label={t`Last name`} autoComplete="family-name" />,
    birthDate: <TextField name="birthDate" label={t`Date of birth`} type="date" autoComplete="bday" min="1900-01-01" max={today} />,
    gender: <GenderField />,
    country: <CountryField />,
    street: <TextField name="street" label={t`Street`} autoComplete="address-line1" />,
    houseNumber: <TextField name="houseNumber" label={t`House number`} autoComplete="address-line2" />,
    zipCode: <TextField name="zipCode" label={t`Postal code`} hint={t`For example 123 45 or SE-123 45.`} autoComplete="postal-code" />,
    city: <TextField name="city" label={t`City`} autoComplete="address-level2" />,
    state: <TextField name="state" label={t`State or region`} autoComplete="address-level1" />,
    phone: (
      <TextField
        name="phone"
        label={t`Mobile phone`}
        hint={t`A mobile number. Start with the country code when it is not from your country.`}
        type="tel"
        autoComplete="tel"
      />
    ),
    organizationName: <TextField name="organizationName" label={t`Organisation name`} autoComplete="organization" />,
    organizationNumber: <TextField name="organizationNumber" label={t`Organisation number`} />,
    aboutMe: <AboutMeField />,
  };

  return (
    <FormProvider {...form}>
      <form className={css.form} onSubmit={submit} noValidate>
        <Text tone="muted">
          {fields.some((field) => OPTIONAL_FIELDS.includes(field)) ? <Trans>All fields are required unless marked optional.</Trans> : <Trans>All fields are required.</Trans>}
        </Text>
        <Group legend={t`Personal details`} fields={PERSONAL_FIELDS} shown={fields}>
          {inputs}
        </Group>
        <Group legend={t`Address`} fields={ADDRESS_FIELDS} shown={fields}>
          {inputs}
        </Group>
        <Group legend={t`Contact`} fields={CONTACT_FIELDS} shown={fields}>
          {inputs}
        </Group>
        <Group legend={t`Organisation`} fields={ORGANISATION_FIELDS} shown={fields}>
          {inputs}
        </Group>
        <Group legend={t`About me`} fields={PRESENTATION_FIELDS} shown={fields}>
          {inputs}
        </Group>
        {failure && (
          <Text role="alert" tone="danger" weight="semibold">
            {i18n._(failure)}
          </Text>
        )}
        <div className={css.actions}>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel ?? <Trans>Save profile</Trans>}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
