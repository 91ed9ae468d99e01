import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { damageImageTypeLabel, type AssetDamage, type DamageImageType } from '@/entities/vehicle';
import { Button } from '@/shared/ui/button';
import { Text } from '@/shared/ui/text';
import { refreshDamages, rotateDamageImage } from '../api/damage-requests';
import * as css from './damages.css';

/** A damage's photos with their type; the owner turns a photo a quarter left or right (`rotate-image-left|right`). */
export function DamageImages({ damage, editable }: { damage: AssetDamage; editable: boolean }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const location = damage.location;
  const rotate = useMutation({
    mutationFn: ({ type, direction }: { type: DamageImageType; direction: 'left' | 'right' }) => rotateDamageImage(damage.id, type, direction),
    onSettled: () => refreshDamages(queryClient, damage.assetId),
  });
  return (
    <div>
      <ul className={css.images} aria-label={t`Photos of the damage`}>
        {damage.images.map((image, index) => {
          const type = damageImageTypeLabel(i18n, image.type);
          const number = index + 1;
          // The contract turns a damage's image by its type: the first of each type is the one it turns.
          const turnable = editable && damage.images.findIndex((other) => other.type === image.type) === index;
          return (
            <li key={image.id} className={css.image}>
              <img className={css.thumbnail} src={image.sizes.card.url} alt={t`Damage at ${location}: ${type} ${number}`} width={128} height={96} loading="lazy" />
              <Text size="sm">{type}</Text>
              {turnable && (
                <div className={css.actions}>
                  <Button type="button" size="sm" variant="secondary" aria-label={t`Rotate left: ${type} ${number}`} disabled={rotate.isPending} onClick={() => rotate.mutate({ type: image.type, direction: 'left' })}>
                    {t`Rotate left`}
                  </Button>
                  <Button type="button" size="sm" variant="secondary" aria-label={t`Rotate right: ${type} ${number}`} disabled={rotate.isPending} onClick={() => rotate.mutate({ type: image.type, direction: 'right' })}>
                    {t`Rotate right`}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {rotate.isError && (
        <Text role="alert" tone="danger" size="sm">
          {t`The photo could not be turned. Please try again.`}
        </Text>
      )}
    </div>
  );
}
