import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { trackFunnel } from '@/entities/funnel';
import { useSession } from '@/entities/session';
import { SAVED_FAVORITE_MESSAGE_MS, favoriteKeys, favoriteQueries, storePendingFavorite, type FavoriteRecord } from '@/entities/vehicle';
import { reportError } from '@/shared/lib/observability';
import { addFavorite, removeFavorite } from '../api/favorite-requests';

export interface FavoriteToggleOptions extends FavoriteRecord {
  /** A guest's click: the favourite is stored, then this opens sign-up (002 §4.9). */
  onGuest: () => void;
}

export interface FavoriteToggle {
  isFavorite: boolean;
  /** A request runs: clicks are ignored until it ends. */
  pending: boolean;
  /** "Saved to favourites" shows for 6 s after an add. */
  justSaved: boolean;
  toggle: () => void;
}

const withId = (ids: ReadonlySet<number> | undefined, id: number, on: boolean) => {
  const next = new Set(ids);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

/**
 * The heart's rules (000 §4, 002 §4.9, §8): a guest's click stores the favourite record and opens
 * sign-up; a signed-in click toggles at once (optimistic) and is blocked while its request runs;
 * a failure is reported, the heart returns to where it was and the user sees nothing.
 */
export function useFavoriteToggle({ assetId, pageName, index, onGuest }: FavoriteToggleOptions): FavoriteToggle {
  const { status, user } = useSession();
  const signedIn = user !== undefined && (status === 'authenticated' || status === 'impersonating');
  const userId = user?.id ?? 0;
  const queryClient = useQueryClient();
  const ids = useQuery({ ...favoriteQueries.ids(userId), enabled: signedIn });
  const isFavorite = signedIn && (ids.data?.has(assetId) ?? false);

  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const [justSaved, setJustSaved] = useState(false);
  const savedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(savedTimer.current), []);
  // Timed from the moment the save succeeds, not from when React gets round to an effect.
  const showSaved = useCallback((on: boolean) => {
    clearTimeout(savedTimer.current);
    setJustSaved(on);
    if (on) savedTimer.current = setTimeout(() => setJustSaved(false), SAVED_FAVORITE_MESSAGE_MS);
  }, []);

  const toggle = useCallback(() => {
    if (status === 'anonymous') {
      storePendingFavorite({ assetId, pageName, index });
      onGuest();
      return;
    }
    // Restoring, signing in or out: the heart waits for a settled session. A running request blocks too.
    if (!signedIn || busy.current) return;
    busy.current = true;
    setPending(true);

    const key = favoriteKeys.ids(userId);
    const add = !isFavorite;
    queryClient.setQueryData<Set<number>>(key, (current) => withId(current, assetId, add));
    showSaved(false);
    const record = { assetId, pageName, index };
    (add ? addFavorite(record) : removeFavorite(record))
      .then(() => {
        if (add) {
          showSaved(true);
          trackFunnel({ name: 'favourite_added', vehicleId: assetId });
        }
        // The favourites page refetches when next shown; a card un-hearted there stays until then, so it can be hearted back.
        void queryClient.invalidateQueries({ queryKey: favoriteKeys.list(userId), refetchType: 'none' });
      })
      .catch((error: unknown) => {
        queryClient.setQueryData<Set<number>>(key, (current) => withId(current, assetId, !add));
        reportError(add ? 'Could not add the favourite' : 'Could not remove the favourite', error);
      })
      .finally(() => {
        busy.current = false;
        setPending(false);
      });
  }, [assetId, index, isFavorite, onGuest, pageName, queryClient, showSaved, signedIn, status, userId]);

  return { isFavorite, pending, justSaved, toggle };
}
