import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  CALL_BACK_DAYS,
  CALL_BACK_DRAFT_KEY,
  CALL_BACK_TIMES,
  callBackRequestOf,
  callBackSchema,
  type CallBackError,
  type CallBackRequest,
  type CallBackValues,
} from '@/entities/owner-lead';
import { callBackDayLabel, callBackTimeLabel } from '@/entities/site';
import { clearDraft, failureOf, readDraft, useDraft } from '@/shared/lib/flow';
import { labelledOptions } from '@/shared/lib/labels';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { FormField } from '@/shared/ui/form-field';
import { Input, Textarea } from '@/shared/ui/input';
import { NativeSelect } from '@/shared/ui/select';
import { Text } from '@/shared/ui/text';
import { sendCallBack } from '../api/send-call-back';
import * as css from './call-back-form.css';

const EMPTY: CallBackValues = { name: '', phone: '', email: '', reason: '', weekday: '', timeFrame: '' };

/**
 * An owner asks support to call back (002 §3 support request form, §9 support hours) through
 * `POST /support`, after the bot check that loads when the form is sent. A failed check says so
 * in the spec's words with a retry; what was typed is kept in the tab until it is sent.
 */
export function CallBackForm() {
  const { t, i18n } = useLingui();
  const form = useForm<CallBackValues>({ resolver: valibotResolver(callBackSchema) as Resolver<CallBackValues>, defaultValues: EMPTY });
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  // The server renders the empty form; a draft of this tab is put back once the page is hydrated.
  useEffect(() => reset(readDraft(CALL_BACK_DRAFT_KEY, EMPTY)), [reset]);
  useDraft(CALL_BACK_DRAFT_KEY, form);
  const [weekday, timeFrame] = useWatch({ control: form.control, name: ['weekday', 'timeFrame'] });

  const mutation = useMutation({
    mutationFn: (request: CallBackRequest) => sendCallBack(request),
    onSuccess: () => clearDraft(CALL_BACK_DRAFT_KEY),
  });
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (mutation.isSuccess) sentRef.current?.focus();
  }, [mutation.isSuccess]);

  const message: Record<CallBackError, string> = {
    name_required: t`Enter your name.`,
    phone_required: t`Enter your phone number.`,
    phone_invalid: t`Enter a phone number of 7 to 15 digits, such as +46 70 123 45 67.`,
    email_invalid: t`Enter an e-mail address like name@example.com.`,
    day_required: t`Choose a day.`,
    time_required: t`Choose a time of day.`,
    time_outside_hours: t`We call back in the afternoon on Mondays and Fridays only. Choose the morning or one of those days.`,
  };
  const errorOf = (field: keyof CallBackValues) => {
    const error = errors[field];
    return error ? (message[error.message as CallBackError] ?? error.message) : undefined;
  };
  const slug = mutation.error ? failureOf(mutation.error).slug : undefined;

  if (mutation.isSuccess) {
    const { phone } = mutation.variables;
    const day = callBackDayLabel(i18n, mutation.variables.weekday);
    const time = callBackTimeLabel(i18n, mutation.variables.timeFrame);
    return (
      <div ref={sentRef} tabIndex={-1} className={css.sent}>
        <Callout tone="success" role="status">
          <Text weight="semibold">
            <Trans>Thank you! We will call you back.</Trans>
          </Text>
          <Text>{t`We will call ${phone} back: ${day}, ${time}.`}</Text>
        </Callout>
      </div>
    );
  }

  const select = (field: 'weekday' | 'timeFrame') => (value: string) => setValue(field, value as never, { shouldValidate: isSubmitted, shouldDirty: true });
  return (
    <form className={css.form} noValidate aria-label={t`Call-back request`} onSubmit={handleSubmit((values) => mutation.mutate(callBackRequestOf(values as never)))}>
      <div className={css.pair}>
        <FormField label={t`Name`} error={errorOf('name')}>
          {(control) => <Input {...control} {...register('name')} autoComplete="name" maxLength={255} />}
        </FormField>
        <FormField label={t`Phone`} error={errorOf('phone')}>
          {(control) => <Input {...control} {...register('phone')} type="tel" autoComplete="tel" maxLength={32} />}
        </FormField>
      </div>
      <FormField label={t`E-mail (optional)`} error={errorOf('email')}>
        {(control) => <Input {...control} {...register('email')} type="email" autoComplete="email" maxLength={254} />}
      </FormField>
      <div className={css.pair}>
        <FormField label={t`Day`} error={errorOf('weekday')}>
          {(control) => <NativeSelect {...control} name="weekday" items={labelledOptions(i18n, CALL_BACK_DAYS, callBackDayLabel)} placeholder={t`Choose a day`} value={weekday} onValueChange={select('weekday')} />}
        </FormField>
        <FormField label={t`Time of day`} hint={t`Mornings 9:00–11:30; afternoons 13:30–16:00 on Mondays and Fridays.`} error={errorOf('timeFrame')}>
          {(control) => <NativeSelect {...control} name="timeFrame" items={labelledOptions(i18n, CALL_BACK_TIMES, callBackTimeLabel)} placeholder={t`Choose a time`} value={timeFrame} onValueChange={select('timeFrame')} />}
        </FormField>
      </div>
      <FormField label={t`What would you like to talk about? (optional)`} error={errorOf('reason')}>
        {(control) => <Textarea {...control} {...register('reason')} rows={3} maxLength={5000} />}
      </FormField>
      {slug && (
        <Callout tone="danger" role="alert">
          <Text>{slug === 'recaptcha_failed' ? t`Recaptcha verification failed. Please try again.` : t`Your request could not be sent. Please try again.`}</Text>
        </Callout>
      )}
      <Button type="submit" loading={mutation.isPending} className={css.submit}>
        {slug ? t`Try again` : t`Call me back`}
      </Button>
    </form>
  );
}
