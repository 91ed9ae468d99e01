import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { VehicleDetail } from '@/entities/vehicle';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { Badge } from '@/shared/ui/badge';
import { Link } from '@/shared/ui/link';
import { VehicleSection } from './vehicle-section';
import * as css from './vehicle-details.css';

export interface VehicleOwnerProps {
  owner: VehicleDetail['owner'];
  /** The send-message entry, supplied by the page. */
  action?: ReactNode;
}

/** The owner's public view with the top-owner badge (000 §6). */
export function VehicleOwner({ owner, action }: VehicleOwnerProps) {
  const { t } = useLingui();
  const name = owner.firstName;
  const isAvailable = useIsRouteAvailable();
  const hrefTo = useLocalizedHref();
  return (
    <VehicleSection title={<Trans>The owner</Trans>} testId="vehicle-owner">
      <div className={css.owner}>
        {owner.avatarUrl ? (
          <img className={css.avatar} src={owner.avatarUrl} alt="" width={56} height={56} loading="lazy" />
        ) : (
          <span className={css.avatar} aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div>
          <p style={{ margin: 0, fontWeight: 600 }}>
            {/* The owner's public profile (issue #19), where the route is built. */}
            {isAvailable('owner-profile') ? (
              <Link to={hrefTo('owner-profile', { id: owner.id })} aria-label={t`${name}: the owner's profile`}>
                {name}
              </Link>
            ) : (
              name
            )}
          </p>
          {owner.isOrganizationRepresentative && (
            <p className={css.muted}>
              <Trans>Rental company</Trans>
            </p>
          )}
        </div>
        {owner.topOwner && <Badge tone="accent">{t`Top owner`}</Badge>}
      </div>
      {action}
    </VehicleSection>
  );
}
