import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  PRICE_CALCULATOR_DRAFT_KEY,
  calculateEarnings,
  priceCalculatorSchema,
  type LeadPriceCalculation,
  type PriceCalculatorError,
  type PriceCalculatorValues,
} from '@/entities/owner-lead';
import { isMarketCountry, MARKET_COUNTRIES } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { failureOf, readDraft, useDraft } from '@/shared/lib/flow';
import { useRegionChoices } from '@/shared/lib/intl';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { NativeSelect } from '@/shared/ui/select';
import { Text } from '@/shared/ui/text';
import * as css from './price-calculator.css';

export interface PriceCalculatorProps {
  /** The estimate as the page shows it (in the user's currency, which the page knows). */
  children: (calculation: LeadPriceCalculation) => ReactNode;
}

/**
 * 000 §2's price calculator: the owner's registration number, its country and their e-mail give
 * an estimate of a year's earnings (`POST /lead-price-calculator`, which also keeps the lead).
 * An empty field gets the spec's "Please, fill in all fields above."; a plate the register does
 * not know and a vehicle without similar ones to compare get their own words; any other failure
 * a retry. What was typed is kept in the tab until the estimate comes.
 */
export function PriceCalculator({ children }: PriceCalculatorProps) {
  const { t } = useLingui();
  const { country: siteCountry } = useLocaleInfo();
  const countries = useRegionChoices(MARKET_COUNTRIES);
  const defaults: PriceCalculatorValues = { licensePlate: '', country: isMarketCountry(siteCountry) ? siteCountry : '', email: '' };
  const form = useForm<PriceCalculatorValues>({ resolver: valibotResolver(priceCalculatorSchema) as Resolver<PriceCalculatorValues>, defaultValues: defaults });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitted },
  } = form;
  // The server renders the empty form; a draft of this tab is put back once the page is hydrated.
  useEffect(() => {
    reset(readDraft(PRICE_CALCULATOR_DRAFT_KEY, defaults));
    // Once, after the first render: later renders must not throw away what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useDraft(PRICE_CALCULATOR_DRAFT_KEY, form);
  const country = useWatch({ control: form.control, name: 'country' });

  const mutation = useMutation({ mutationFn: calculateEarnings });
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (mutation.data) resultRef.current?.focus();
  }, [mutation.data]);

  const slug = mutation.error ? failureOf(mutation.error).slug : undefined;
  const fieldMessage: Record<keyof PriceCalculatorValues, Record<PriceCalculatorError, string>> = {
    licensePlate: { required: t`Enter the registration number.`, email_invalid: '' },
    country: { required: t`Choose the country the vehicle is registered in.`, email_invalid: '' },
    email: { required: t`Enter your e-mail address.`, email_invalid: t`Enter an e-mail address like name@example.com.` },
  };
  const errorOf = (field: keyof PriceCalculatorValues) => {
    const error = errors[field];
    if (error) return fieldMessage[field][error.message as PriceCalculatorError] || error.message;
    return field === 'licensePlate' && slug === 'vehicle_not_found' ? t`We found no vehicle with this registration number. Check it and the country.` : undefined;
  };
  const missing = isSubmitted && Object.values(errors).some((error) => error?.message === 'required');

  return (
    <div className={css.calculator}>
      <form
        className={css.form}
        noValidate
        aria-label={t`Price calculator`}
        onSubmit={handleSubmit(
          (values) => mutation.mutate({ licensePlate: values.licensePlate.trim(), country: values.country as (typeof MARKET_COUNTRIES)[number], email: values.email.trim() }),
        )}
      >
        <FormField label={t`Registration number`} error={errorOf('licensePlate')}>
          {(control) => <Input {...control} {...register('licensePlate')} autoComplete="off" autoCapitalize="characters" maxLength={16} />}
        </FormField>
        <FormField label={t`Country of registration`} error={errorOf('country')}>
          {(control) => (
            <NativeSelect
              {...control}
              name="country"
              items={countries}
              placeholder={t`Choose a country`}
              value={country}
              onValueChange={(value) => form.setValue('country', value as PriceCalculatorValues['country'], { shouldValidate: isSubmitted, shouldDirty: true })}
            />
          )}
        </FormField>
        <FormField label={t`E-mail`} hint={t`We send you the estimate and tips for renting out.`} error={errorOf('email')}>
          {(control) => <Input {...control} {...register('email')} type="email" autoComplete="email" maxLength={254} />}
        </FormField>
        {missing && (
          <Callout tone="danger" role="alert">
            <Text>
              <Trans>Please, fill in all fields above.</Trans>
            </Text>
          </Callout>
        )}
        {slug && slug !== 'vehicle_not_found' && (
          <Callout tone="danger" role="alert">
            <Text>
              {slug === 'price_calculation_no_results'
                ? t`We have no similar vehicles to compare yours with yet, so we cannot estimate its earnings.`
                : t`The estimate could not be calculated. Please try again.`}
            </Text>
          </Callout>
        )}
        <Button type="submit" loading={mutation.isPending} className={css.submit}>
          {slug && slug !== 'vehicle_not_found' && slug !== 'price_calculation_no_results' ? t`Try again` : t`Calculate my earnings`}
        </Button>
      </form>
      {mutation.data && (
        <div ref={resultRef} tabIndex={-1} className={css.result} aria-live="polite">
          {children(mutation.data)}
        </div>
      )}
    </div>
  );
}
