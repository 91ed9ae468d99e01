import { useLingui } from '@lingui/react/macro';
import type { LifecycleView } from '@machines/booking-lifecycle';

/** One sentence on where the booking stands, for this party. */
export function useStatusText(view: LifecycleView): string {
  const { t } = useLingui();
  const owner = view.role === 'owner';
  switch (view.phase) {
    case 'draft':
      return t`This request has not been sent yet.`;
    case 'pendingConfirmation':
      return owner ? t`You have a new booking request. Accept or decline it.` : t`Your request has been sent to the owner.`;
    case 'accepted':
      return owner ? t`You accepted the request. The booking is confirmed once the renter pays.` : t`The owner accepted your request. Pay to confirm the booking.`;
    case 'confirmed':
      return t`The booking is confirmed.`;
    case 'active':
      return t`The rental is under way.`;
    case 'ended':
      return t`The rental has ended.`;
    case 'completed':
      return t`The booking is completed.`;
    case 'declined':
      return owner ? t`You declined this request.` : t`The owner declined this request.`;
    case 'expired':
      return t`The booking expired because it was not paid in time.`;
    case 'unanswered':
      return t`The request expired because the owner did not answer in time.`;
    case 'canceledByOwner':
      return t`The owner cancelled this booking.`;
    case 'canceledByRenter':
      return owner ? t`The renter cancelled this booking.` : t`You cancelled this booking.`;
    case 'canceledBySystem':
      return t`This booking was cancelled.`;
  }
}
