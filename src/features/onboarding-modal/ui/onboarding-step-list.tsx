import type { OnboardingRole, OnboardingStep } from '@/entities/user';
import { Badge } from '@/shared/ui/badge';
import { Heading } from '@/shared/ui/heading';
import { CheckIcon } from '@/shared/ui/icons';
import { ButtonLink } from '@/shared/ui/link';
import { Text } from '@/shared/ui/text';
import * as css from './onboarding-step-list.css';
import { useStepTexts } from './use-step-texts';

export interface OnboardingStepListProps {
  role: OnboardingRole;
  steps: readonly OnboardingStep[];
  /** The step to do next, highlighted. */
  current: OnboardingStep | undefined;
  /** The page of a step, when it exists. */
  hrefOf: (step: OnboardingStep) => string | undefined;
  headingLevel?: 2 | 3;
}

/** The onboarding steps with their state and a link to each step not done yet (002 §4.4). */
export function OnboardingStepList({ role, steps, current, hrefOf, headingLevel = 2 }: OnboardingStepListProps) {
  const { textsOf, stateLabel, waitingNote } = useStepTexts();
  return (
    <ol className={css.list}>
      {steps.map((step) => {
        const texts = textsOf(role, step);
        const href = step.state === 'done' ? undefined : hrefOf(step);
        const isCurrent = current?.id === step.id;
        return (
          <li key={step.id} className={isCurrent ? `${css.item} ${css.current}` : css.item} aria-current={isCurrent ? 'step' : undefined}>
            <span className={css.marker[step.state]} aria-hidden="true">
              {step.state === 'done' ? <CheckIcon strokeWidth={3} /> : step.number}
            </span>
            <div className={css.header}>
              <Heading level={headingLevel} size="sm" className={css.title}>
                {texts.title}
              </Heading>
              <Badge tone={step.state === 'done' ? 'brand' : step.state === 'active' ? 'accent' : 'neutral'}>{stateLabel[step.state]}</Badge>
            </div>
            <div className={css.body}>
              <Text tone="muted">{texts.description}</Text>
              {step.waiting && <p className={css.waiting}>{waitingNote}</p>}
              {href && (
                <ButtonLink to={href} variant={isCurrent && !step.waiting ? 'primary' : 'secondary'} size="sm">
                  {texts.action}
                </ButtonLink>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
