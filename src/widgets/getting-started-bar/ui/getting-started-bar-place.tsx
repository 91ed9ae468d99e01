import type { OnboardingRole, OnboardingStep } from '@/entities/user';
import * as css from './getting-started-bar.css';
import { GettingStartedBarView } from './getting-started-bar-view';

// The step most owners have next: its name makes the label as long as the bar's will be.
const NEXT: OnboardingStep = { id: 'publish-vehicle', number: 3, state: 'todo', waiting: false };
const OWNER: OnboardingRole = 'owner';

/**
 * The bar's place, held while its data loads (`holdsBarPlace`): the bar itself, unseen, so that the
 * place is as high as the bar will be on any screen and in any language.
 */
export function GettingStartedBarPlace({ withLink }: { withLink: boolean }) {
  return (
    <div className={css.place} aria-hidden="true" inert data-testid="getting-started-bar-place">
      <GettingStartedBarView role={OWNER} current={NEXT} progress={{ done: 1, total: 3 }} href={withLink ? '#' : undefined} />
    </div>
  );
}
