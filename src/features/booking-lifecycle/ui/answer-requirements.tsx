import { Trans, useLingui } from '@lingui/react/macro';
import type { AnswerRequirement } from '@/entities/user';
import { useLocalizedHref } from '@/shared/routing';
import { Callout } from '@/shared/ui/callout';
import { Link } from '@/shared/ui/link';
import { Text } from '@/shared/ui/text';
import * as css from './booking-actions.css';

export interface AnswerRequirementsProps {
  /** What the owner still lacks (`missingToAnswerRequests`), in the order to do it. */
  missing: readonly AnswerRequirement[];
  /** This booking's path: each step brings the owner back to it. */
  returnTo: string;
}

/**
 * 002 §4.4: an owner answers a request only with a complete profile and a verified ID. Said here
 * instead of the Accept and Decline buttons, each missing step a link that comes back to this request.
 */
export function AnswerRequirements({ missing, returnTo }: AnswerRequirementsProps) {
  const { t } = useLingui();
  const hrefTo = useLocalizedHref();
  const query = { return: returnTo };
  return (
    <Callout tone="info" role="group" aria-labelledby="answer-requirements-heading">
      <Text id="answer-requirements-heading" weight="bold">
        {t`Before you can answer this request`}
      </Text>
      <Text>
        <Trans>Renters and our insurance partners need to know who rents out the vehicle. When you are done, you come back here to accept or decline.</Trans>
      </Text>
      <ol className={css.linkList}>
        {missing.includes('profile') && (
          <li>
            <Link to={hrefTo('owner-complete-profile', {}, query)}>{t`Complete your profile`}</Link>
          </li>
        )}
        {missing.includes('id-verification') && (
          <li>
            <Link to={hrefTo('owner-verify-id', {}, query)}>{t`Verify your ID`}</Link>
          </li>
        )}
      </ol>
    </Callout>
  );
}
