import { lazy, Suspense } from 'react';
import type { PayFormProps } from './pay-form';
import { PayFormSkeleton } from './pay-form-skeleton';

// The form, its machine and its entity code load with the pay step, not with the page that may show it.
const LoadedPayForm = lazy(() => import('./pay-form').then((module) => ({ default: module.PayForm })));

/** `PayForm`, loaded when first shown. */
export function PayForm(props: PayFormProps) {
  return (
    <Suspense fallback={<PayFormSkeleton />}>
      <LoadedPayForm {...props} />
    </Suspense>
  );
}
