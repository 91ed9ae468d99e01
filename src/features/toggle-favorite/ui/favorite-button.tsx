import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { useFavoriteToggle, type FavoriteToggleOptions } from '../model/use-favorite-toggle';
import * as css from './favorite-button.css';

export interface FavoriteButtonProps extends FavoriteToggleOptions {
  /** The vehicle's name: a page of hearts names each one's vehicle ("Save Knaus BoxStar 600 to favourites", issue #26). */
  vehicleName: string;
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={2} strokeLinejoin="round">
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
    </svg>
  );
}

/** The heart on a vehicle (000 §4, 002 §4.9): saves or removes the favourite, or asks a guest to sign up. */
export function FavoriteButton({ vehicleName: name, ...options }: FavoriteButtonProps) {
  const { t } = useLingui();
  const { isFavorite, pending, justSaved, toggle } = useFavoriteToggle(options);
  const onClick = (event: MouseEvent) => {
    // The heart sits on a card that is itself a link.
    event.preventDefault();
    event.stopPropagation();
    toggle();
  };
  return (
    <span className={css.wrapper}>
      <button
        type="button"
        className={css.button}
        aria-pressed={isFavorite}
        aria-busy={pending || undefined}
        aria-label={isFavorite ? t`Remove ${name} from favourites` : t`Save ${name} to favourites`}
        onClick={onClick}
      >
        <HeartIcon filled={isFavorite} />
      </button>
      <span role="status" className={css.message}>
        {justSaved ? t`Saved to favourites` : ''}
      </span>
    </span>
  );
}
