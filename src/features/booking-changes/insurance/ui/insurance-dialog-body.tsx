import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import type { Due } from './insurance-actions';
import { InsuranceFailure } from './insurance-failure';
import { PayDues, type RenderPayment } from './pay-dues';

interface InsuranceDialogBodyProps<T> {
  /** What the dialog needs from the API before it offers anything (the product, the prices). */
  query: UseQueryResult<T>;
  /** What the purchase added to the order, once bought: paid next, in the same dialog. */
  dues: Due[] | undefined;
  currency: string;
  renderPayment: RenderPayment;
  onDone: () => void;
  skeletonHeight?: string;
  children: (data: T) => ReactNode;
}

/** The insurance dialogs' steps: loading what is offered (with a retry), the offer, then paying what it added. */
export function InsuranceDialogBody<T>({ query, dues, currency, renderPayment, onDone, skeletonHeight = '8rem', children }: InsuranceDialogBodyProps<T>) {
  if (dues) return <PayDues dues={dues} currency={currency} renderPayment={renderPayment} onDone={onDone} />;
  if (query.isPending) {
    return (
      <SkeletonGroup>
        <Skeleton shape="rect" height={skeletonHeight} />
      </SkeletonGroup>
    );
  }
  if (query.isError) return <InsuranceFailure error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
