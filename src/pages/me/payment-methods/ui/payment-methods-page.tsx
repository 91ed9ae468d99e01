import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { cardAccountOf, SavedPaymentMethods, STRIPE_ACCOUNT_COUNTRIES } from '@/features/account/payment-methods';
import { useSession } from '@/entities/session';
import { useLocaleInfo } from '@/shared/i18n';
import { useRegionChoices } from '@/shared/lib/intl';
import { PageContainer } from '@/shared/ui/container';
import { FormField } from '@/shared/ui/form-field';
import { Heading } from '@/shared/ui/heading';
import { NativeSelect } from '@/shared/ui/select';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';

const ACCOUNT_CODES = STRIPE_ACCOUNT_COUNTRIES.map((code) => code.toUpperCase());

/**
 * `/me/payment-methods` (issue #14 point 3; 000 §7): the renter's saved cards. Cards are kept per
 * payment account, one per country (001 §9), so the page shows one country's, chosen in the
 * address (`?account=`) so a reload keeps it.
 */
export function PaymentMethodsPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const { country: siteCountry } = useLocaleInfo();
  const [search, setSearch] = useSearchParams();
  const account = cardAccountOf({ asked: search.get('account'), userAccount: user?.stripeAccount, userCountry: user?.country, siteCountry });
  const choices = useRegionChoices(ACCOUNT_CODES, 'by-name');

  return (
    <PageContainer>
      <title>{t`Payment methods | Campershare`}</title>
      <Stack gap="xl">
        <Stack gap="sm">
          <Heading level={1}>
            <Trans>Payment methods</Trans>
          </Heading>
          <Text>
            <Trans>Cards you save are offered when you pay for a booking. Each country has its own payment account, so a card is saved for the country of the vehicle it paid for.</Trans>
          </Text>
        </Stack>
        <FormField label={t`Country of the vehicle`}>
          {(control) => (
            <NativeSelect
              {...control}
              items={choices}
              value={account.toUpperCase()}
              onValueChange={(code) =>
                setSearch(
                  (current) => {
                    const next = new URLSearchParams(current);
                    next.set('account', code.toLowerCase());
                    return next;
                  },
                  { replace: true },
                )
              }
            />
          )}
        </FormField>
        {/* A new key per account: an open form or dialog belongs to the account it was opened in. */}
        <SavedPaymentMethods key={account} stripeAccount={account} />
      </Stack>
    </PageContainer>
  );
}
