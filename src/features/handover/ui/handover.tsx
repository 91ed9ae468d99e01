import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bookingQueries, type BookingDto, type HandoverPhase } from '@/entities/booking';
import { orderQueries } from '@/entities/order';
import { useSession } from '@/entities/session';
import { RetryCallout } from '@/shared/ui/callout';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { refreshBooking, removeHandoverPhoto, rotateHandoverPhoto, uploadHandoverPhoto } from '../api/handover-requests';
import { roleOf } from '../model/handover-of';
import { useHandover } from '../model/use-handover';
import { usePhotoQueue } from '../model/use-photo-queue';
import type { ExtraChargeModal } from './checkout-extra-costs';
import { HandoverScreen, type DamageListSlot, type HandoverLinks } from './handover-screen';

interface HandoverProps {
  bookingId: number;
  phase: HandoverPhase;
  links: HandoverLinks;
  /** The extra-charge modal (of the extra-costs feature), opened by check-out's extra-costs step. */
  ExtraChargeModal: ExtraChargeModal;
  /** The damages step's list (of the damages feature). */
  DamageList?: DamageListSlot;
}

function Flow({ booking, order, phase, links, ExtraChargeModal, DamageList }: { booking: BookingDto; order: Parameters<typeof useHandover>[1] } & HandoverProps) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { view, send } = useHandover(booking, order, phase);
  const changed = () => refreshBooking(queryClient, booking.id);
  const photoActions = {
    upload: async (file: File, options: Parameters<typeof uploadHandoverPhoto>[3]) => {
      await uploadHandoverPhoto(booking.id, phase, file, options);
      await changed();
    },
    rotate: async (imageId: number, direction: 'left' | 'right') => {
      await rotateHandoverPhoto(booking.id, phase, imageId, direction);
      await changed();
    },
    remove: async (imageId: number) => {
      await removeHandoverPhoto(booking.id, phase, imageId);
      await changed();
    },
  };
  const role = roleOf(booking, user);
  const queue = usePhotoQueue({ enabled: role === 'owner', bookingId: booking.id, phase, upload: photoActions.upload });
  useEffect(() => send({ type: 'PHOTOS_WAITING', count: queue.waiting }), [send, queue.waiting]);
  const otherParty = role === 'owner' ? booking.renter.firstName : booking.owner.firstName;
  const photos = (phase === 'checkin' ? booking.checkinImages : booking.checkoutImages) ?? [];
  return (
    <HandoverScreen view={view} send={send} photos={photos} photoActions={photoActions} queue={queue} links={links} otherParty={otherParty} currency={booking.currency} ExtraChargeModal={ExtraChargeModal} {...(DamageList ? { DamageList, vehicleId: booking.assetId } : {})} />
  );
}

/** The check-in or check-out of a booking (001 §2, §4), for the owner and the renter each with their own view. */
export function Handover({ bookingId, phase, links, ExtraChargeModal, DamageList }: HandoverProps) {
  const { t } = useLingui();
  const booking = useQuery({ ...bookingQueries.full(bookingId), enabled: Number.isInteger(bookingId) && bookingId > 0 });
  const orderId = booking.data?.order?.id;
  const order = useQuery({ ...orderQueries.detail(orderId ?? 0), enabled: orderId !== undefined });

  if (booking.isError || order.isError) {
    return (
      <RetryCallout onRetry={() => void Promise.all([booking.refetch(), order.refetch()])}>{t`The booking could not be loaded.`}</RetryCallout>
    );
  }
  if (!booking.data || (orderId !== undefined && !order.data)) {
    return (
      <SkeletonGroup label={t`Loading the booking`}>
        <Skeleton shape="text" width="60%" />
        <Skeleton shape="rect" height={160} />
      </SkeletonGroup>
    );
  }
  return <Flow booking={booking.data} order={order.data ?? null} bookingId={bookingId} phase={phase} links={links} ExtraChargeModal={ExtraChargeModal} {...(DamageList ? { DamageList } : {})} />;
}
