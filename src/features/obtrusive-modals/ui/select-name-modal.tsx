import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { ObtrusiveFailure } from '@machines/obtrusive-modals';
import { clearDraft, fieldErrorsOf, markFieldErrors, readDraft, useDraft, type FieldRefusals } from '@/shared/lib/flow';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { Text } from '@/shared/ui/text';
import { SELECT_NAME_DRAFT_KEY, selectNameSchema, selectedNameOf, type SelectNameError, type SelectNameValues } from '../model/select-name';
import { ModalFailure } from './modal-failure';
import * as css from './obtrusive-modals.css';

export interface SelectNameModalProps {
  /** What the user has of a name already (a provider may give one of the two). */
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  /** Closeable away from the pages that need a name ("Later"). */
  dismissable: boolean;
  busy: boolean;
  failure: ObtrusiveFailure | undefined;
  onSave: (name: { firstName: string; lastName: string }) => void;
  onDismiss: () => void;
}

const NAME_REFUSALS: FieldRefusals<keyof SelectNameValues> = { fields: ['firstName', 'lastName'] };

/**
 * A signed-in user without a first or last name (a social sign-up whose provider gave none) says
 * who they are (002 §4.5 names the modal; §5's name rule). Owners and renters see each other's
 * names on requests, bookings and messages, so those pages cannot be used without one.
 */
export function SelectNameModal({ firstName, lastName, dismissable, busy, failure, onSave, onDismiss }: SelectNameModalProps) {
  const { t, i18n } = useLingui();
  const form = useForm<SelectNameValues>({
    resolver: valibotResolver(selectNameSchema) as Resolver<SelectNameValues>,
    defaultValues: readDraft(SELECT_NAME_DRAFT_KEY, { firstName: firstName ?? '', lastName: lastName ?? '' }),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  useDraft(SELECT_NAME_DRAFT_KEY, form);

  // A name the API refused goes by its field; anything else is the modal's failure.
  const refused = useMemo(() => (failure ? fieldErrorsOf(failure, i18n, NAME_REFUSALS) : undefined), [failure, i18n]);
  useEffect(() => {
    if (refused) markFieldErrors(setError, refused.errors);
  }, [refused, setError]);

  const message: Record<SelectNameError, Record<keyof SelectNameValues, string>> = {
    required: { firstName: t`Enter your first name.`, lastName: t`Enter your last name.` },
    characters: { firstName: t`Use letters, spaces and - ' & . + only.`, lastName: t`Use letters, spaces and - ' & . + only.` },
  };
  const errorOf = (field: keyof SelectNameValues) => {
    const error = errors[field];
    if (!error) return undefined;
    return error.type === 'server' ? error.message : (message[error.message as SelectNameError]?.[field] ?? error.message);
  };
  const generalFailure = refused?.rest ? t`Your name could not be saved. Please try again.` : undefined;

  return (
    <Dialog
      open
      obtrusive
      closeable={dismissable}
      onOpenChange={(open) => {
        if (!open && dismissable) onDismiss();
      }}
      title={t`What is your name?`}
    >
      <form
        className={css.content}
        noValidate
        aria-label={t`Your name`}
        onSubmit={handleSubmit((values) => {
          clearDraft(SELECT_NAME_DRAFT_KEY);
          onSave(selectedNameOf(values));
        })}
      >
        <Text>
          <Trans>Owners and renters see each other’s names on requests, bookings and messages. Tell us yours to continue.</Trans>
        </Text>
        <FormField label={t`First name`} error={errorOf('firstName')}>
          {(control) => <Input {...control} {...register('firstName')} autoComplete="given-name" disabled={busy} />}
        </FormField>
        <FormField label={t`Last name`} error={errorOf('lastName')}>
          {(control) => <Input {...control} {...register('lastName')} autoComplete="family-name" disabled={busy} />}
        </FormField>
        <ModalFailure message={generalFailure} />
        <div className={css.actions}>
          <Button type="submit" loading={busy}>
            <Trans>Save name</Trans>
          </Button>
          {dismissable && (
            <Button variant="ghost" onClick={onDismiss} disabled={busy}>
              <Trans>Later</Trans>
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
