import { useId, type ReactNode } from 'react';
import { Heading } from '@/shared/ui/heading';
import * as css from './vehicle-details.css';

/** A titled section of the vehicle page, labelled by its heading. */
export function VehicleSection({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section className={css.section} aria-labelledby={id} data-testid={testId}>
      <Heading level={2} size="md" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className={css.fact}>
      <dt className={css.term}>{term}</dt>
      <dd className={css.definition}>{children}</dd>
    </div>
  );
}
