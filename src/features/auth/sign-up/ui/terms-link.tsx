import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState } from 'react';
import * as css from './sign-up-form.css';

// The dialog (Radix, the terms query and reader) is code the sign-up page does not need to show.
const TermsDialog = lazy(() => import('./terms-dialog'));

/**
 * "Read the user terms" beside the sign-up checkbox (issue #23 point 11): the terms open in a
 * dialog over the form, so nothing typed is lost. The dialog's code loads on the first click.
 */
export function TermsLink({ termsHref }: { termsHref?: string | undefined }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // The dialog has no Radix trigger (it arrives after the click), so focus goes back by hand.
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setTimeout(() => button.current?.focus());
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={css.termsButton}
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Trans>Read the user terms</Trans>
      </button>
      {used && (
        <Suspense fallback={null}>
          <TermsDialog termsHref={termsHref} open={open} onOpenChange={onOpenChange} />
        </Suspense>
      )}
    </>
  );
}
