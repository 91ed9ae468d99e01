import { Plural, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { BookingDto } from '@/entities/booking';
import { userQueries } from '@/entities/user';
import { useLocaleInfo } from '@/shared/i18n';
import { numberFormat } from '@/shared/lib/intl';
import { Card } from '@/shared/ui/card';
import { Heading } from '@/shared/ui/heading';
import { Skeleton } from '@/shared/ui/skeleton';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import * as css from './booking-page.css';

/**
 * What an owner weighs before answering a request (#23 point 8): the renter's message and basic
 * profile — first name, member since, reviews, ID verification. Full name and contact data come
 * only with a confirmed booking (001 §6).
 */
export function RequestFromRenter({ booking }: { booking: BookingDto }) {
  const { t } = useLingui();
  const { intl } = useLocaleInfo();
  const stats = useQuery(userQueries.stats(booking.renter.id));
  const message = booking.message?.content;
  const since = stats.data?.memberSince ? new Intl.DateTimeFormat(intl, { month: 'long', year: 'numeric' }).format(new Date(stats.data.memberSince)) : undefined;
  const average = stats.data?.averageScore != null ? numberFormat(intl, { maximumFractionDigits: 1 }).format(stats.data.averageScore) : undefined;
  return (
    <Card padding="lg" as="section" aria-labelledby="request-heading">
      <Stack gap="sm">
        <Heading level={2} size="md" id="request-heading">
          {t`Request from ${booking.renter.firstName}`}
        </Heading>
        {message ? <blockquote className={css.message}>{message}</blockquote> : <Text tone="muted">{t`No message was sent with the request.`}</Text>}
        <ul className={css.profile} aria-label={t`About the renter`}>
          {booking.renter.isIdVerified !== undefined && <li>{booking.renter.isIdVerified ? t`ID verified` : t`ID not verified yet`}</li>}
          {/* The lines the profile will fill (member since, reviews, trips) are held while it loads. */}
          {stats.isPending &&
            [0, 1, 2].map((line) => (
              <li key={line} aria-hidden="true">
                <Skeleton width="12rem" height="1lh" />
              </li>
            ))}
          {since && <li>{t`Member since ${since}`}</li>}
          {stats.data && (
            <li>
              {stats.data.reviewsCount === 0 ? (
                t`No reviews yet`
              ) : (
                <>
                  <Plural value={stats.data.reviewsCount} one="# review" other="# reviews" />
                  {average && `, ${t`average ${average} of 5`}`}
                </>
              )}
            </li>
          )}
          {stats.data?.completedBookings !== undefined && (
            <li>
              <Plural value={stats.data.completedBookings} one="# completed trip" other="# completed trips" />
            </li>
          )}
        </ul>
        {stats.isError && <Text size="sm" tone="muted">{t`The renter's profile could not be loaded.`}</Text>}
      </Stack>
    </Card>
  );
}
