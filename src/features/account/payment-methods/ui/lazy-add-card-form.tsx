import { lazy, Suspense } from 'react';
import type { AddCardFormProps } from './add-card-form';
import { AddCardFormSkeleton } from './add-card-form-skeleton';

// The form and the gateway (Stripe, when configured) load when the user asks to add a card.
const LoadedAddCardForm = lazy(() => import('./add-card-form').then((module) => ({ default: module.AddCardForm })));

export function AddCardForm(props: AddCardFormProps) {
  return (
    <Suspense fallback={<AddCardFormSkeleton />}>
      <LoadedAddCardForm {...props} />
    </Suspense>
  );
}
