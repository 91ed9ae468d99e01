import { useOnboarding, useStepHref } from '@/features/onboarding-modal';
import { GettingStartedView } from './getting-started-view';

/** getting-started (002 §2.2, §4.4): the user's onboarding steps with a link to each. */
export function GettingStartedPage() {
  const { view, retry } = useOnboarding();
  const hrefOf = useStepHref(view);
  return <GettingStartedView view={view} hrefOf={hrefOf} onRetry={retry} />;
}
