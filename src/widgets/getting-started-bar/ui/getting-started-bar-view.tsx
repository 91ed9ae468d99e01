import { Trans, useLingui } from '@lingui/react/macro';
import type { OnboardingRole, OnboardingStep } from '@/entities/user';
import { useStepTexts } from '@/features/onboarding-modal';
import { Container } from '@/shared/ui/container';
import { Link } from '@/shared/ui/link';
import { ProgressBar } from '@/shared/ui/progress-bar';
import * as css from './getting-started-bar.css';

export interface GettingStartedBarViewProps {
  role: OnboardingRole;
  current: OnboardingStep | undefined;
  progress: { done: number; total: number };
  /** The getting-started page (or the step's page), when it exists. */
  href: string | undefined;
}

/** A slim bar under the header with the onboarding progress and the next step (002 §2.7). */
export function GettingStartedBarView({ role, current, progress, href }: GettingStartedBarViewProps) {
  const { t } = useLingui();
  const { textsOf } = useStepTexts();
  const { done, total } = progress;
  const next = current ? textsOf(role, current).title : undefined;
  return (
    <aside className={css.bar} aria-label={t`Getting started`}>
      <Container className={css.row}>
        <div className={css.progress}>
          <ProgressBar
            value={done}
            max={total}
            size="sm"
            label={next ? t`Getting started: ${done} of ${total} steps done. Next: ${next}` : t`Getting started: ${done} of ${total} steps done`}
          />
        </div>
        {href && (
          <Link to={href} className={css.link}>
            <Trans>Continue getting started</Trans>
          </Link>
        )}
      </Container>
    </aside>
  );
}
