import { lazy, Suspense } from 'react';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';

// The form, its rules and the IBAN check load after the page: they would put the settings page over
// its start-up budget (ARCHITECTURE: 180 KB gzip).
const Form = lazy(() => import('./bank-account-form').then((m) => ({ default: m.BankAccountForm })));

export function LazyBankAccountForm({ loadingLabel }: { loadingLabel: string }) {
  return (
    <Suspense
      fallback={
        <SkeletonGroup label={loadingLabel}>
          <Skeleton shape="rect" height="14rem" />
        </SkeletonGroup>
      }
    >
      <Form />
    </Suspense>
  );
}
