import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { OnboardingRole, OnboardingStep } from '@/entities/user';
import { Button } from '@/shared/ui/button';
import { ButtonLink, Link } from '@/shared/ui/link';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { Stack } from '@/shared/ui/stack';
import { useStepTexts } from './use-step-texts';

// The dialog code loads when the modal first opens. Imported statically, it rode along with the
// step list into the getting-started page's chunks, which need no dialog (the page's 180 KB budget).
const Dialog = lazy(() => import('@/shared/ui/dialog').then((m) => ({ default: m.Dialog })));

export interface OnboardingModalProps {
  open: boolean;
  role: OnboardingRole;
  /** The step suggested. */
  step: OnboardingStep;
  progress: { done: number; total: number };
  /** The step's page, when it exists. */
  stepHref: string | undefined;
  /** The getting-started page, when it exists. */
  gettingStartedHref: string | undefined;
  onDismiss: () => void;
}

/** Suggests the next onboarding step on a route change (002 §4.4); closing it dismisses it for that step. */
export function OnboardingModal({ open, role, step, progress, stepHref, gettingStartedHref, onDismiss }: OnboardingModalProps) {
  const { t } = useLingui();
  const { textsOf } = useStepTexts();
  const texts = textsOf(role, step);
  const { done, total } = progress;
  return (
    <Suspense fallback={null}>
      <Dialog
        open={open}
        onOpenChange={(next, cause) => {
          // Closing it is dismissing it; a route change closes it too, and the machine decides
          // on the new route whether it opens again (002 §4.4), so that is no dismissal.
          if (!next && cause === 'user') onDismiss();
        }}
        title={t`Your next step: ${texts.title}`}
        description={texts.description}
        size="sm"
      >
        <Stack gap="lg">
          <ProgressBar value={done} max={total} label={t`Getting started: ${done} of ${total} steps done`} size="sm" />
          <Stack direction="horizontal" gap="sm" wrap align="center">
            {stepHref && (
              <ButtonLink to={stepHref} variant="primary">
                {texts.action}
              </ButtonLink>
            )}
            <Button variant="secondary" onClick={onDismiss}>
              <Trans>Not now</Trans>
            </Button>
          </Stack>
          {gettingStartedHref && (
            <Link to={gettingStartedHref} variant="subtle">
              <Trans>See all steps</Trans>
            </Link>
          )}
        </Stack>
      </Dialog>
    </Suspense>
  );
}
