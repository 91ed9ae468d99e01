import type { VehicleEditorEvent } from '@machines/vehicle-editor';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  VEHICLE_PHOTO_MIN_HEIGHT,
  VEHICLE_PHOTO_MIN_WIDTH,
  VEHICLE_PHOTO_VIEWS,
  imageViewLabel,
  movesBetween,
  vehiclePhotoSet,
  type VehiclePhoto,
  type VehiclePhotoView,
  type VehicleRecord,
} from '@/entities/vehicle';
import { IMAGE_UPLOAD_RULES, UploadError, isTransientFailure, uploadFailureOf } from '@/shared/api';
import { failureOf } from '@/shared/lib/flow';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { ConfirmDialog } from '@/shared/ui/dialog';
import { Heading } from '@/shared/ui/heading';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { ImageUpload, createUploadQueue, useUploadQueue } from '@/shared/ui/upload';
import { deleteRegistrationDocument, deleteVehiclePhoto, moveVehiclePhoto, photosKey, rotateVehiclePhoto, uploadVehiclePhoto, vehiclePhotosQuery } from '../api/photo-requests';
import { fetchVehicle } from '../api/vehicle-requests';
import { vehiclePhotoCheck } from '../model/photo-problems';
import { AdditionalPhotos } from './additional-photos';
import { KeptPhotos } from './kept-photos';
import { FetchFailed } from './fetch-failed';
import * as css from './photos-step.css';
import { RegistrationDocumentField } from './registration-document-field';

export interface PhotosStepProps {
  vehicleId: number;
  vehicle: VehicleRecord | null;
  send: (event: VehicleEditorEvent) => void;
}

/** Photos chosen without a connection, kept in this browser until they are sent (one queue per vehicle). */
const keptPhotos = createUploadQueue('campershare-vehicle-photos');

type Removing = { kind: 'photo'; photo: VehiclePhoto; name: string } | { kind: 'document' };

/**
 * 000 §2 images: the main photo (at least one, 000 §5), the additional photos in their order and
 * the seven views, and the registration document. Each photo is sent, rotated, moved and deleted
 * on its own, at once: the editor's Save is not involved. Photos are checked in the browser first
 * (type, size, landscape, 1,600 × 1,200); a delete asks first, as a deleted photo cannot come back.
 */
export default function PhotosStep({ vehicleId, vehicle, send }: PhotosStepProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const photos = useQuery(vehiclePhotosQuery(vehicleId));
  const [removing, setRemoving] = useState<Removing | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState('');
  const check = vehiclePhotoCheck(i18n);
  const kept = useUploadQueue({
    enabled: true,
    queue: keptPhotos,
    scope: String(vehicleId),
    upload: (file, options, fields) => uploadVehiclePhoto(vehicleId, (fields['viewType'] ?? 'additional') as VehiclePhotoView, file, options),
    onSent: () => void refresh(),
  });

  // The photos and the vehicle read again: a main photo added or deleted changes the section's completion.
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: photosKey(vehicleId) });
    // Unread (no connection): the tab's state waits for the next change or visit; the photos are the API's already.
    const vehicle = await fetchVehicle(vehicleId).catch(() => null);
    if (vehicle) send({ type: 'VEHICLE_CHANGED', vehicle });
  };
  const setList = (list: VehiclePhoto[]) => queryClient.setQueryData(photosKey(vehicleId), list);
  // A rotated photo comes back with new URLs.
  const replace = (next: VehiclePhoto) => setList((queryClient.getQueryData<VehiclePhoto[]>(photosKey(vehicleId)) ?? []).map((photo) => (photo.id === next.id ? next : photo)));

  const rotate = useMutation({
    mutationFn: ({ photo, direction }: { photo: VehiclePhoto; direction: 'left' | 'right' }) => rotateVehiclePhoto(photo.id, direction),
    onMutate: () => setProblem(''),
    onSuccess: (rotated) => {
      replace(rotated);
      setAnnouncement(t`The photo is rotated.`);
    },
    onError: () => setProblem(t`The photo could not be rotated. Try again.`),
  });
  const move = useMutation({
    mutationFn: async ({ photo, from, to }: { photo: VehiclePhoto; from: number; to: number }) => {
      const moves = movesBetween(from, to);
      let list: VehiclePhoto[] | null = null;
      for (let step = 0; moves && step < moves.count; step++) list = await moveVehiclePhoto(photo.id, moves.direction);
      return list;
    },
    onMutate: ({ from, to }) => {
      setProblem('');
      setAnnouncement('');
      // Shown in its new place at once; the API's answer follows.
      const additional = vehiclePhotoSet(photos.data ?? []).additional;
      const [moved] = additional.splice(from, 1);
      if (moved) additional.splice(to, 0, moved);
      const positions = new Map(additional.map((photo, position) => [photo.id, position]));
      setList((photos.data ?? []).map((photo) => ({ ...photo, position: positions.get(photo.id) ?? photo.position })));
    },
    onSuccess: (list, { to }) => {
      if (list) setList(list);
      const total = vehiclePhotoSet(list ?? photos.data ?? []).additional.length;
      setAnnouncement(t`The photo is moved to place ${to + 1} of ${total}.`);
    },
    onError: () => {
      setProblem(t`The photo could not be moved. Try again.`);
      void queryClient.invalidateQueries({ queryKey: photosKey(vehicleId) });
    },
  });
  const remove = useMutation({
    mutationFn: (what: Removing) => (what.kind === 'photo' ? deleteVehiclePhoto(what.photo.id) : deleteRegistrationDocument(vehicleId)),
    onSuccess: (_, what) => {
      setRemoving(null);
      setAnnouncement(what.kind === 'photo' ? t`The photo is deleted.` : t`The registration document is deleted.`);
      void refresh();
    },
  });
  const ask = (what: Removing) => {
    remove.reset();
    setRemoving(what);
  };

  if (photos.isPending) {
    return (
      <SkeletonGroup label={t`Loading the photos`}>
        <Skeleton shape="rect" height="16rem" />
      </SkeletonGroup>
    );
  }
  if (photos.isError) {
    return (
      <FetchFailed what={t`The photos could not be loaded.`} onRetry={() => void photos.refetch()} />
    );
  }

  const set = vehiclePhotoSet(photos.data);
  const hint = t`JPEG, PNG, GIF or WEBP, landscape, at least ${VEHICLE_PHOTO_MIN_WIDTH} × ${VEHICLE_PHOTO_MIN_HEIGHT} pixels.`;
  // A photo that could not go for want of a connection is kept in this browser and sent when it returns (also after a reload).
  const uploadOf = (viewType: VehiclePhotoView) => async (file: File, options: Parameters<typeof uploadVehiclePhoto>[3]) => {
    try {
      return await uploadVehiclePhoto(vehicleId, viewType, file, options);
    } catch (error) {
      if (!isTransientFailure(uploadFailureOf(error, IMAGE_UPLOAD_RULES))) throw error;
      await kept.add(file, { viewType });
      throw new UploadError({ kind: 'refused', message: t`No connection: the photo is kept in this browser and uploaded when you are back online.` });
    }
  };
  const field = (viewType: Exclude<VehiclePhotoView, 'additional'>, photo: VehiclePhoto | null | undefined) => {
    const label = imageViewLabel(i18n, viewType);
    return (
      <div className={css.field} key={viewType}>
        <ImageUpload
          label={label}
          hint={hint}
          rules={IMAGE_UPLOAD_RULES}
          image={photo ? { url: photo.sizes.medium.url, alt: t`Your photo: ${label}` } : null}
          check={check}
          send={uploadOf(viewType)}
          onUploaded={() => void refresh()}
          // The field says a failed rotation itself.
          onRotate={photo ? async (direction) => replace(await rotateVehiclePhoto(photo.id, direction)) : undefined}
        />
        {photo && (
          <div>
            <Button variant="ghost" size="sm" aria-label={t`Delete photo: ${label}`} onClick={() => ask({ kind: 'photo', photo, name: label })}>
              <Trans>Delete photo</Trans>
            </Button>
          </div>
        )}
      </div>
    );
  };

  return (
    <Stack gap="lg">
      {/* The main photo first: on a phone its button is in the first screen. */}
      {field('main', set.main)}
      {!set.main && (
        <Callout tone="info">
          <Text>{t`Add a main photo: a vehicle cannot be published without one.`}</Text>
        </Callout>
      )}
      {kept.items.length > 0 && <KeptPhotos items={kept.items} onDismiss={kept.dismiss} />}
      <Text>{t`Renters choose with their eyes: show the whole vehicle, inside and out, in daylight.`}</Text>

      <Stack gap="sm">
        <Heading level={3} size="sm">{t`Additional photos`}</Heading>
        <Text size="sm" tone="muted">
          {t`Drag a photo, or use its Move up and Move down buttons, to set the order renters see.`}
        </Text>
        {set.additional.length > 0 ? (
          <AdditionalPhotos
            photos={set.additional}
            busy={move.isPending || rotate.isPending}
            rotate={(photo, direction) => rotate.mutate({ photo, direction })}
            move={(photo, from, to) => move.mutate({ photo, from, to })}
            remove={(photo) => ask({ kind: 'photo', photo, name: t`Photo ${set.additional.indexOf(photo) + 1}` })}
          />
        ) : (
          <Text tone="muted">{t`No additional photos yet.`}</Text>
        )}
        <Text size="sm" tone="danger" role="alert">
          {problem}
        </Text>
        <ImageUpload label={t`Add an additional photo`} hint={hint} rules={IMAGE_UPLOAD_RULES} image={null} check={check} send={uploadOf('additional')} onUploaded={() => void refresh()} />
        <Text size="sm" tone="muted" role="status">
          {announcement}
        </Text>
      </Stack>

      <Stack gap="sm">
        <Heading level={3} size="sm">{t`Views`}</Heading>
        <Text size="sm" tone="muted">
          {t`One photo of each: they show renters what to expect.`}
        </Text>
        <div className={css.views}>{VEHICLE_PHOTO_VIEWS.map((view) => field(view, set.views[view]))}</div>
      </Stack>

      <RegistrationDocumentField vehicleId={vehicleId} document={vehicle?.registrationDocument ?? null} onUploaded={() => void refresh()} onRemove={() => ask({ kind: 'document' })} />

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => {
          if (!next) setRemoving(null);
        }}
        title={removing?.kind === 'document' ? t`Delete the registration document?` : t`Delete this photo?`}
        description={removing?.kind === 'photo' ? t`${removing.name} is deleted for good: to show it again, upload it again.` : t`To show it again, upload it again.`}
        labels={{ confirm: <Trans>Delete</Trans>, cancel: <Trans>Keep it</Trans>, retry: <Trans>Try again</Trans> }}
        confirmVariant="danger"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        failure={remove.error && (
          <>
            <Text>{t`It could not be deleted. Please try again.`}</Text>
            <Text size="sm">{t`Error code: ${failureOf(remove.error).slug}`}</Text>
          </>
        )}
      />
    </Stack>
  );
}
