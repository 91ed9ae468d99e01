import { Trans, useLingui } from '@lingui/react/macro';
import { addonLabel, addonPriceLabel, type VehicleAddon } from '@/entities/vehicle';
import { useShownMoney } from '@/features/switch-currency';
import { Skeleton } from '@/shared/ui/skeleton';
import { VehicleSection } from './vehicle-section';
import * as css from './vehicle-details.css';

export interface VehicleAddonsProps {
  /** Undefined while loading. */
  addons: readonly VehicleAddon[] | undefined;
  failed?: boolean;
}

/** The owner's equipment and service add-ons with their price and pricing mode (000 §3). */
export function VehicleAddons({ addons, failed = false }: VehicleAddonsProps) {
  const { i18n } = useLingui();
  const shown = useShownMoney();
  const owned = addons?.filter((addon) => addon.type !== 'insurance');
  return (
    <VehicleSection title={<Trans>Add-ons</Trans>} testId="vehicle-addons">
      {failed ? (
        <p className={css.muted}>
          <Trans>The add-ons could not be loaded.</Trans>
        </p>
      ) : owned === undefined ? (
        <Skeleton shape="text" width="60%" />
      ) : owned.length === 0 ? (
        <p className={css.muted}>
          <Trans>This vehicle has no add-ons.</Trans>
        </p>
      ) : (
        <ul className={css.plainList}>
          {owned.map((addon) => (
            <li key={String(addon.key)} className={css.row}>
              <span>{addonLabel(i18n, addon.key)}</span>
              <span>{addonPriceLabel(i18n, addon.pricingStrategy, { price: shown(addon.price, addon.currency, { trimWholeAmounts: true }) })}</span>
            </li>
          ))}
        </ul>
      )}
    </VehicleSection>
  );
}
