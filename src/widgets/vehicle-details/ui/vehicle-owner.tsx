import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { VehicleDetail } from '@/entities/vehicle';
import { Badge } from '@/shared/ui/badge';
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
          <p style={{ margin: 0, fontWeight: 600 }}>{name}</p>
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
