import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { InsuranceConfirmation, ObtrusiveFailure } from '@machines/obtrusive-modals';
import type { components } from '@/shared/api';
import { fieldErrorsOf, markFieldErrors, type FieldRefusals } from '@/shared/lib/flow';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { Dialog } from '@/shared/ui/dialog';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { RadioGroup } from '@/shared/ui/radio-group';
import { Text } from '@/shared/ui/text';
import {
  insuranceConfirmationOf,
  insuranceConfirmationSchema,
  needsTrackingDevice,
  type InsuranceConfirmationError,
  type InsuranceConfirmationValues,
} from '../model/insurance-confirmation';
import { ModalFailure } from './modal-failure';
import * as css from './obtrusive-modals.css';

type Vehicle = Pick<components['schemas']['Asset'], 'id' | 'brand' | 'model' | 'licensePlate' | 'insuranceValue' | 'hasApprovedTrackingDevice' | 'hasPlatformInsurance' | 'insuranceCompany'>;

export interface ConfirmInsuranceDetailsModalProps {
  vehicle: Vehicle;
  busy: boolean;
  /** Why the confirmation failed, when it did. */
  failure: ObtrusiveFailure | undefined;
  onConfirm: (confirmation: InsuranceConfirmation) => void;
}

/** The API's refusals by the fields: its statements stand for the checkbox that confirms them. */
const INSURANCE_REFUSALS: FieldRefusals<keyof InsuranceConfirmationValues> = {
  fields: ['cover', 'statementsConfirmed', 'insuranceCompany'],
  apiFields: { isPrivatelyOwned: 'statementsConfirmed', hasAlteredGasTank: 'statementsConfirmed', hasApprovedTrackingDevice: 'statementsConfirmed', ownInsuranceConfirmed: 'cover' },
};

/** An owner confirms how a published vehicle is insured (002 §4.3; POST /assets/{id}/confirm-insurance-requirements). */
export function ConfirmInsuranceDetailsModal({ vehicle, busy, failure, onConfirm }: ConfirmInsuranceDetailsModalProps) {
  const { t, i18n } = useLingui();
  const name = [vehicle.brand?.name, vehicle.model].filter(Boolean).join(' ') || t`your vehicle`;
  const plate = vehicle.licensePlate ? ` (${vehicle.licensePlate})` : '';
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<InsuranceConfirmationValues>({
    resolver: valibotResolver(insuranceConfirmationSchema) as Resolver<InsuranceConfirmationValues>,
    defaultValues: { cover: vehicle.insuranceCompany ? 'own' : 'platform', statementsConfirmed: false, insuranceCompany: vehicle.insuranceCompany ?? '' },
  });
  const cover = useWatch({ control, name: 'cover' });

  const fieldMessage: Record<InsuranceConfirmationError, string> = {
    statements_required: t`Confirm the statements to keep the platform insurance, or choose your own insurance.`,
    insurer_required: t`Enter the name of your insurance company.`,
  };
  const messageOf = (message: string | undefined) => (message ? (fieldMessage[message as InsuranceConfirmationError] ?? message) : undefined);
  // A failure arrives from the machine: refused fields are marked once it does, the rest is the modal's alert.
  const refused = useMemo(() => (failure ? fieldErrorsOf(failure, i18n, INSURANCE_REFUSALS) : undefined), [failure, i18n]);
  useEffect(() => {
    if (refused) markFieldErrors(setError, refused.errors);
  }, [refused, setError]);
  const rest = refused?.rest;
  const failureMessage =
    rest === undefined
      ? undefined
      : rest.slug === 'insurance_not_available'
        ? t`This vehicle does not qualify for the platform insurance. Choose your own insurance instead.`
        : t`Confirming failed. Please try again.`;

  const submit = handleSubmit((values) => onConfirm(insuranceConfirmationOf(values, vehicle)));

  return (
    <Dialog
      open
      closeable={false} obtrusive
      title={t`Confirm the insurance of ${name}${plate}`}
      description={t`Your vehicle is published. Tell us how it is insured before renters book it.`}
    >
      <form className={css.content} onSubmit={submit} noValidate aria-busy={busy || undefined}>
        <Controller
          control={control}
          name="cover"
          render={({ field }) => (
            <RadioGroup
              label={t`How is the vehicle insured?`}
              value={field.value}
              onValueChange={field.onChange}
              name={field.name}
              items={[
                { value: 'platform', label: t`With the platform insurance` },
                { value: 'own', label: t`With my own insurance` },
              ]}
            />
          )}
        />
        {cover === 'platform' ? (
          <div>
            <Text size="sm">
              <Trans>The platform insurance covers the vehicle only if all of this is true:</Trans>
            </Text>
            <ul className={css.statements}>
              <li>
                <Trans>The vehicle is privately owned, not by a company.</Trans>
              </li>
              <li>
                <Trans>The gas tank has not been altered.</Trans>
              </li>
              {needsTrackingDevice(vehicle) && (
                <li>
                  <Trans>The vehicle has an approved tracking device.</Trans>
                </li>
              )}
            </ul>
            <Controller
              control={control}
              name="statementsConfirmed"
              render={({ field }) => (
                <Checkbox label={t`I confirm these statements are true`} checked={field.value} onCheckedChange={field.onChange} name={field.name} />
              )}
            />
            <p className={css.fieldError} aria-live="polite">
              {messageOf(errors.statementsConfirmed?.message)}
            </p>
          </div>
        ) : (
          <FormField label={t`Insurance company`} error={messageOf(errors.insuranceCompany?.message)}>
            {(props) => <Input {...props} {...register('insuranceCompany')} autoComplete="organization" />}
          </FormField>
        )}
        <ModalFailure message={failureMessage} />
        <div className={css.actions}>
          <Button type="submit" loading={busy}>
            <Trans>Confirm</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
