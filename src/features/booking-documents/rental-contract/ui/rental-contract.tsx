import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { BookingDto } from '@/entities/booking';
import { Button } from '@/shared/ui/button';
import { RetryCallout } from '@/shared/ui/callout';
import { Card } from '@/shared/ui/card';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { saveFile } from '@/shared/ui/utils';
import { fetchRentalContract } from '../api/fetch-rental-contract';
import { hasRentalContract } from '../model/has-rental-contract';

/**
 * The rental contract of a confirmed booking (001 §2, §7), for both parties: read from the API when
 * asked for and handed to the browser as `rental-contract-{id}.pdf`. In a chunk of its own with its
 * words (`handover` catalog) and the rule of when it shows: the booking page is at its size budget.
 */
export function RentalContract({ booking }: { booking: Pick<BookingDto, 'id' | 'ecommerceStatus'> }) {
  return hasRentalContract(booking) ? (
    <Card padding="lg">
      <RentalContractDownload bookingId={booking.id} />
    </Card>
  ) : null;
}

function RentalContractDownload({ bookingId }: { bookingId: number }) {
  const { t } = useLingui();
  const download = useMutation({
    mutationFn: () => fetchRentalContract(bookingId),
    onSuccess: (file) => saveFile(`rental-contract-${bookingId}.pdf`, file),
  });
  return (
    <Stack as="section" gap="sm" aria-labelledby="rental-contract-heading">
      <Heading level={2} size="sm" id="rental-contract-heading">
        {t`Rental contract`}
      </Heading>
      <Text size="sm">{t`The contract between the owner and the renter for this trip, as a PDF.`}</Text>
      {download.isError ? (
        <RetryCallout retrying={download.isPending} onRetry={() => download.mutate()}>
          {t`The rental contract could not be downloaded. Please try again.`}
        </RetryCallout>
      ) : (
        <div>
          <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate()}>
            <Trans>Download the contract (PDF)</Trans>
          </Button>
        </div>
      )}
    </Stack>
  );
}
