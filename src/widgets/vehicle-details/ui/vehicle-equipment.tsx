import { Trans, useLingui } from '@lingui/react/macro';
import { equipmentGroupLabel, equipmentLabel, presentEquipment, type VehicleDetail } from '@/entities/vehicle';
import { Heading } from '@/shared/ui/heading';
import { VehicleSection } from './vehicle-section';
import * as css from './vehicle-details.css';

/** Equipment by group (000 §3), filtered by subtype (000 §5). */
export function VehicleEquipment({ vehicle }: { vehicle: VehicleDetail }) {
  const { i18n } = useLingui();
  const groups = presentEquipment(vehicle, vehicle.subType);
  return (
    <VehicleSection title={<Trans>Equipment</Trans>} testId="vehicle-equipment">
      {groups.length === 0 ? (
        <p className={css.muted}>
          <Trans>The owner has not listed any equipment.</Trans>
        </p>
      ) : (
        <div className={css.groups}>
          {groups.map(({ group, keys }) => (
            <div key={group}>
              <Heading level={3} size="sm">
                {equipmentGroupLabel(i18n, group)}
              </Heading>
              <ul className={css.list}>
                {keys.map((key) => (
                  <li key={key}>{equipmentLabel(i18n, key)}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </VehicleSection>
  );
}
