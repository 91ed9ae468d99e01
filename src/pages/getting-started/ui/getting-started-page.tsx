import { useLingui } from '@lingui/react/macro';
import { useOnboarding, useStepHref } from '@/features/onboarding-modal';
import { GettingStartedView } from './getting-started-view';

/** getting-started (002 §2.2, §4.4): the user's onboarding steps with a link to each. */
export function GettingStartedPage() {
  const { t } = useLingui();
  const { view, retry } = useOnboarding();
  const hrefOf = useStepHref(view);
  return (
    <>
      <title>{t`Getting started | Campershare`}</title>
      <GettingStartedView view={view} hrefOf={hrefOf} onRetry={retry} />
    </>
  );
}
