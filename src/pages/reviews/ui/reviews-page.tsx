import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '@/entities/session';
import { formatReviewAverage, formatReviewCount } from '@/entities/site';
import { reviewListLabel, userQueries, type Review, type ReviewDirection } from '@/entities/user';
import { vehicleName, vehicleQueries } from '@/entities/vehicle';
import { useLocaleInfo } from '@/shared/i18n';
import { Checkbox } from '@/shared/ui/checkbox';
import { Container } from '@/shared/ui/container';
import { FormField } from '@/shared/ui/form-field';
import { Heading } from '@/shared/ui/heading';
import { NativeSelect } from '@/shared/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/shared/ui/tabs';
import { Text } from '@/shared/ui/text';
import { UserReviewList, UserReviewsDialog } from '@/widgets/reviews';
import { reviewFiltersFrom, withReviewFilter } from '../model/review-filters';
import * as css from './reviews-page.css';

const ALL_VEHICLES = 'all';
const DIRECTIONS: readonly ReviewDirection[] = ['received', 'written'];

/**
 * The reviews page (002 §2.10): the reviews the user received and those they wrote; an owner
 * narrows the received ones to one vehicle or all of them, and either list to those with a
 * comment. The filters live in the URL. A reviewer's name opens their own reviews (002 §4.5).
 */
export function ReviewsPage() {
  const { t, i18n } = useLingui();
  const { intl } = useLocaleInfo();
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const filters = reviewFiltersFrom(search);
  const userId = user?.id ?? 0;
  const isOwner = user?.role === 'owner';
  const stats = useQuery({ ...userQueries.stats(userId), enabled: Boolean(user) });
  const vehicles = useQuery({ ...vehicleQueries.mine(userId), enabled: isOwner });
  const [reviewer, setReviewer] = useState<Review['author'] | null>(null);
  const set = (change: Parameters<typeof withReviewFilter>[1]) => setSearch(withReviewFilter(search, change), { replace: true });

  const vehicleNames = new Map((vehicles.data ?? []).map((v) => [v.id, vehicleName(v) ?? t`Vehicle ${v.id}`]));
  const showVehicleFilter = isOwner && filters.direction === 'received' && vehicleNames.size > 0;
  const count = stats.data ? formatReviewCount(stats.data.reviewsCount, intl) : undefined;
  const average = stats.data?.averageScore ? formatReviewAverage(stats.data.averageScore, intl) : undefined;

  const panel = (direction: ReviewDirection) => (
    <div className={css.panel}>
      <form className={css.filters} aria-label={t`Filter reviews`} onSubmit={(event) => event.preventDefault()}>
        {showVehicleFilter && (
          <FormField label={t`Vehicle`}>
            {(control) => (
              <NativeSelect
                {...control}
                items={[{ value: ALL_VEHICLES, label: t`All your vehicles` }, ...[...vehicleNames].map(([id, name]) => ({ value: String(id), label: name }))]}
                value={filters.assetId ? String(filters.assetId) : ALL_VEHICLES}
                onValueChange={(value) => set({ assetId: value === ALL_VEHICLES ? undefined : Number(value) })}
              />
            )}
          </FormField>
        )}
        <Checkbox label={t`Only reviews with a comment`} checked={filters.withComment} onCheckedChange={(checked) => set({ withComment: checked })} />
      </form>
      <UserReviewList
        // A new filter starts again at the first page.
        key={`${direction}-${filters.assetId ?? ALL_VEHICLES}-${filters.withComment}`}
        userId={userId}
        filter={{ direction, assetId: showVehicleFilter ? filters.assetId : undefined, withComment: filters.withComment }}
        nameOf={(review) =>
          direction === 'received' ? (
            <button type="button" className={css.nameButton} aria-haspopup="dialog" onClick={() => setReviewer(review.author)}>
              {review.author.firstName}
            </button>
          ) : (
            t`About ${review.reviewee.firstName}`
          )
        }
        contextOf={(review) => (review.assetId && vehicleNames.has(review.assetId) ? vehicleNames.get(review.assetId) : undefined)}
        empty={direction === 'received' ? <Trans>No reviews to show here yet.</Trans> : <Trans>You have not written any reviews that match.</Trans>}
      />
    </div>
  );

  return (
    <Container className={css.page}>
      <title>{t`Reviews | Campershare`}</title>
      <Heading level={1}>
        <Trans>Reviews</Trans>
      </Heading>
      <Text className={css.summary}>
        {count === undefined || !stats.data
          ? null
          : stats.data.reviewsCount === 1
            ? t`1 review received`
            : average
              ? t`${count} reviews received, ${average} out of 5 on average`
              : t`${count} reviews received`}
      </Text>
      <Tabs value={filters.direction} onValueChange={(value) => set({ direction: value === 'written' ? 'written' : 'received', assetId: undefined })}>
        <TabsList aria-label={t`Which reviews`}>
          {DIRECTIONS.map((direction) => (
            <TabsTrigger key={direction} value={direction}>
              {reviewListLabel(i18n, direction)}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* Both panels exist so each tab controls one; only the chosen one holds the list. */}
        {DIRECTIONS.map((direction) => (
          <TabsContent key={direction} value={direction}>
            {filters.direction === direction && panel(direction)}
          </TabsContent>
        ))}
      </Tabs>
      {reviewer && <UserReviewsDialog open onOpenChange={(open) => !open && setReviewer(null)} user={reviewer} />}
    </Container>
  );
}
