import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrentUser } from '@/entities/user';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { ButtonLink } from '@/shared/ui/link';
import { ModalFailure } from './modal-failure';
import * as css from './obtrusive-modals.css';

export interface ConfirmContactDetailsModalProps {
  user: CurrentUser;
  /** Where the details are changed, when that page exists. */
  editHref: string | undefined;
  busy: boolean;
  /** The failure's slug, when the confirmation failed. */
  failure: string | undefined;
  onConfirm: () => void;
}

function addressOf(user: CurrentUser): string {
  const street = user.street ? [user.street, user.houseNumber].filter(Boolean).join(' ') : (user.address ?? '');
  return [street, [user.zipCode, user.city].filter(Boolean).join(' '), user.country].filter(Boolean).join(', ');
}

/** An owner confirms their contact details are still right (002 §4.3); asked again after about a month. */
export function ConfirmContactDetailsModal({ user, editHref, busy, failure, onConfirm }: ConfirmContactDetailsModalProps) {
  const { t } = useLingui();
  const failureMessage =
    failure === undefined
      ? undefined
      : failure === 'validation_failed'
        ? t`Some contact details are missing. Complete them in your profile, then confirm.`
        : t`Confirming failed. Please try again.`;
  return (
    <Dialog
      open
      closeable={false} obtrusive
      title={t`Are your contact details up to date?`}
      description={t`Renters and our support team use them to reach you about bookings.`}
    >
      <div className={css.content}>
        <dl className={css.details}>
          <dt className={css.term}>
            <Trans>Name</Trans>
          </dt>
          <dd className={css.definition}>{[user.firstName, user.lastName].filter(Boolean).join(' ')}</dd>
          <dt className={css.term}>
            <Trans>E-mail</Trans>
          </dt>
          <dd className={css.definition}>{user.email}</dd>
          <dt className={css.term}>
            <Trans>Mobile number</Trans>
          </dt>
          <dd className={css.definition}>{user.phone}</dd>
          <dt className={css.term}>
            <Trans>Address</Trans>
          </dt>
          <dd className={css.definition}>{addressOf(user)}</dd>
        </dl>
        <ModalFailure message={failureMessage} />
        <div className={css.actions}>
          <Button onClick={onConfirm} loading={busy}>
            <Trans>Yes, they are correct</Trans>
          </Button>
          {editHref && (
            <ButtonLink to={editHref} variant="secondary">
              <Trans>Update my details</Trans>
            </ButtonLink>
          )}
        </div>
      </div>
    </Dialog>
  );
}
