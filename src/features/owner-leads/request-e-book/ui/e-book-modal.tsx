import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { E_BOOK_DRAFT_KEY, createLead, eBookLeadOf, eBookSchema, type EBookError, type EBookValues } from '@/entities/owner-lead';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { clearDraft, readDraft, useDraft } from '@/shared/lib/flow';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Dialog, type DialogChangeCause } from '@/shared/ui/dialog';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { Text } from '@/shared/ui/text';
import * as css from './e-book.css';

const EMPTY: EBookValues = { name: '', email: '' };

export interface EBookModalProps {
  /** The modal closes; `sent` once the e-book is on its way (what was typed is then dropped). */
  onClose: (cause: DialogChangeCause | 'sent') => void;
}

/**
 * The e-book modal (002 §4.5): a prospective owner leaves the e-mail the guide is sent to, stored as
 * a lead (`POST /leads`, source `e_book`). Errors are said by their field; a failed send keeps what
 * was typed and offers a retry; a reload opens the modal again with it.
 */
export function EBookModal({ onClose }: EBookModalProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { country } = useLocaleInfo();
  const form = useForm<EBookValues>({ resolver: valibotResolver(eBookSchema) as Resolver<EBookValues>, defaultValues: readDraft(E_BOOK_DRAFT_KEY, EMPTY) });
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = form;
  useDraft(E_BOOK_DRAFT_KEY, form);
  // Written at once too: an opened modal with nothing typed yet opens again after a reload.
  useEffect(() => {
    try {
      sessionStorage.setItem(E_BOOK_DRAFT_KEY, JSON.stringify(getValues()));
    } catch {
      // No draft then.
    }
  }, [getValues]);

  const mutation = useMutation({
    mutationFn: (values: EBookValues) => createLead(eBookLeadOf(values, locale, country)),
    onSuccess: () => clearDraft(E_BOOK_DRAFT_KEY),
  });
  const message: Record<EBookError, string> = {
    email_required: t`Enter the e-mail address we should send the e-book to.`,
    email_invalid: t`Enter an e-mail address like name@example.com.`,
    name_too_long: t`Enter a name of at most 255 characters.`,
  };
  const errorOf = (field: keyof EBookValues) => {
    const error = errors[field];
    return error ? (message[error.message as EBookError] ?? error.message) : undefined;
  };

  const sentTo = mutation.variables?.email ?? '';
  return (
    <Dialog open onOpenChange={(open, cause) => !open && onClose(mutation.isSuccess ? 'sent' : cause)} title={t`Free e-book: renting out your camper`} size="sm">
      {mutation.isSuccess ? (
        <div className={css.body}>
          <Callout tone="success" role="status">
            <Text>{t`Thank you! We have sent the e-book to ${sentTo}.`}</Text>
          </Callout>
          <Button className={css.submit} onClick={() => onClose('sent')}>
            <Trans>Close</Trans>
          </Button>
        </div>
      ) : (
        <form className={css.body} noValidate aria-label={t`E-book request`} onSubmit={handleSubmit((values) => mutation.mutate(values))}>
          <Text>
            <Trans>Our guide for new owners: what your camper can earn, how insurance works, and how to prepare a handover. We send it to your e-mail.</Trans>
          </Text>
          <FormField label={t`E-mail`} error={errorOf('email')}>
            {(control) => <Input {...control} {...register('email')} type="email" autoComplete="email" maxLength={254} />}
          </FormField>
          <FormField label={t`Name (optional)`} error={errorOf('name')}>
            {(control) => <Input {...control} {...register('name')} autoComplete="name" maxLength={255} />}
          </FormField>
          {mutation.isError && (
            <Callout tone="danger" role="alert">
              <Text>{t`Your request could not be sent. Please try again.`}</Text>
            </Callout>
          )}
          <Button type="submit" loading={mutation.isPending} className={css.submit}>
            {mutation.isError ? t`Try again` : t`Send me the e-book`}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
