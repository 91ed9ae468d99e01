import { Trans } from '@lingui/react/macro';
import { resetConsent } from '@/shared/lib/observability';
import { Button } from '@/shared/ui/button';

/** Forgets the visitor's choice, so the banner asks again (the footer's "Cookie settings"). */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <Button className={className} variant="ghost" size="sm" onClick={resetConsent}>
      <Trans>Cookie settings</Trans>
    </Button>
  );
}
