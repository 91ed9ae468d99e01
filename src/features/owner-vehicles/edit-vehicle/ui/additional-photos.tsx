import { DndContext, PointerSensor, TouchSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VehiclePhoto } from '@/entities/vehicle';
import { Button } from '@/shared/ui/button';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import * as css from './photos-step.css';

export interface PhotoActions {
  rotate: (photo: VehiclePhoto, direction: 'left' | 'right') => void;
  /** Moves the photo from one place to another (a drag, or one place by its buttons). */
  move: (photo: VehiclePhoto, from: number, to: number) => void;
  remove: (photo: VehiclePhoto) => void;
}

interface AdditionalPhotosProps extends PhotoActions {
  photos: VehiclePhoto[];
  busy: boolean;
}

/**
 * The additional photos in their order: dragged with a pointer (a finger holds the photo for a
 * moment first, so the page still scrolls), or moved one place by the keyboard's buttons.
 */
export function AdditionalPhotos({ photos, busy, rotate, move, remove }: AdditionalPhotosProps) {
  const { t } = useLingui();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }));
  const place = (id: number) => photos.findIndex((photo) => photo.id === id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const photo = photos.find((candidate) => candidate.id === active.id);
    if (photo && over) move(photo, place(Number(active.id)), place(Number(over.id)));
  };
  const total = photos.length;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      // Only a pointer drags (the buttons are the keyboard's way): dnd-kit's own words are replaced by ours.
      accessibility={{
        screenReaderInstructions: { draggable: t`Use the Move up and Move down buttons to change the order.` },
        announcements: {
          onDragStart: ({ active }) => t`Moving photo ${place(Number(active.id)) + 1} of ${total}.`,
          onDragOver: () => undefined,
          onDragEnd: () => undefined,
          onDragCancel: () => t`The photo was not moved.`,
        },
      }}
    >
      <SortableContext items={photos.map((photo) => photo.id)} strategy={verticalListSortingStrategy}>
        <ol className={css.list} aria-label={t`Additional photos`}>
          {photos.map((photo, index) => (
            <SortablePhoto key={photo.id} photo={photo} index={index} total={total} busy={busy} rotate={rotate} move={move} remove={remove} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortablePhoto({ photo, index, total, busy, rotate, move, remove }: PhotoActions & { photo: VehiclePhoto; index: number; total: number; busy: boolean }) {
  const { t } = useLingui();
  const { setNodeRef, listeners, transform, transition, isDragging } = useSortable({ id: photo.id, disabled: busy });
  const name = t`Photo ${index + 1} of ${total}`;
  return (
    <li ref={setNodeRef} className={isDragging ? `${css.tile} ${css.dragging}` : css.tile} style={{ transform: CSS.Transform.toString(transform), transition }} aria-label={name}>
      {/* The pointer's handle; the keyboard has the buttons beside it. */}
      <div className={css.handle} {...listeners}>
        <img className={css.image} src={photo.sizes.card.url} alt={name} draggable={false} />
      </div>
      <div className={css.tileBody}>
        <Text size="sm" weight="bold">
          {name}
        </Text>
        <Stack direction="horizontal" gap="xs" wrap>
          <Button variant="secondary" size="sm" disabled={busy || index === 0} aria-label={t`Move up: photo ${index + 1}`} onClick={() => move(photo, index, index - 1)}>
            <Trans>Move up</Trans>
          </Button>
          <Button variant="secondary" size="sm" disabled={busy || index === total - 1} aria-label={t`Move down: photo ${index + 1}`} onClick={() => move(photo, index, index + 1)}>
            <Trans>Move down</Trans>
          </Button>
          <Button variant="ghost" size="sm" disabled={busy} aria-label={t`Rotate left: photo ${index + 1}`} onClick={() => rotate(photo, 'left')}>
            <Trans>Rotate left</Trans>
          </Button>
          <Button variant="ghost" size="sm" disabled={busy} aria-label={t`Rotate right: photo ${index + 1}`} onClick={() => rotate(photo, 'right')}>
            <Trans>Rotate right</Trans>
          </Button>
          <Button variant="ghost" size="sm" disabled={busy} aria-label={t`Delete: photo ${index + 1}`} onClick={() => remove(photo)}>
            <Trans>Delete</Trans>
          </Button>
        </Stack>
      </div>
    </li>
  );
}
