import { Trans, useLingui } from '@lingui/react/macro';
import { addonPriceLabel, insuranceProductLabel, type VehicleDetail, type VehicleInsuranceProduct } from '@/entities/vehicle';
import { useShownMoney } from '@/features/switch-currency';
import { Skeleton } from '@/shared/ui/skeleton';
import { VehicleSection } from './vehicle-section';
import * as css from './vehicle-details.css';

export interface VehicleInsuranceProps {
  vehicle: VehicleDetail;
  /** The plans and add-ons a renter can choose; undefined while loading. */
  products: readonly VehicleInsuranceProduct[] | undefined;
  failed?: boolean;
}

/** How the vehicle is insured: the platform's plans, or the owner's own insurer (000 §3, 001 §3). */
export function VehicleInsurance({ vehicle, products, failed = false }: VehicleInsuranceProps) {
  const { t, i18n } = useLingui();
  const shown = useShownMoney();
  const money = (minor: number, currency = vehicle.currency) => shown(minor, currency, { trimWholeAmounts: true });
  const available = products?.filter((product) => product.isAvailable !== false);
  const vendor = vehicle.insuranceVendor?.name;
  const company = vehicle.insuranceCompany;
  return (
    <VehicleSection title={<Trans>Insurance</Trans>} testId="vehicle-insurance">
      {vehicle.hasPlatformInsurance ? (
        <p className={css.muted}>
          {vendor ? <Trans>Insured through the platform with {vendor}.</Trans> : <Trans>Insured through the platform.</Trans>}
        </p>
      ) : (
        <p className={css.muted}>
          {company ? <Trans>Insured by the owner with {company}.</Trans> : <Trans>Insured by the owner.</Trans>}
        </p>
      )}
      <ul className={css.list}>
        {vehicle.deductible ? <li>{t`Deductible: ${money(vehicle.deductible)}`}</li> : null}
        {vehicle.maximumDeductible ? <li>{t`Maximum deductible: ${money(vehicle.maximumDeductible)}`}</li> : null}
        {vehicle.insuranceIncludesRoadsideAssistance ? <li>{t`Roadside assistance included`}</li> : null}
      </ul>
      {failed ? (
        <p className={css.muted}>
          <Trans>The insurance options could not be loaded.</Trans>
        </p>
      ) : available === undefined ? (
        <Skeleton shape="text" width="50%" />
      ) : available.length > 0 ? (
        <ul className={css.plainList} aria-label={t`Insurance options`}>
          {available.map((product) => (
            <li key={product.id} className={css.row}>
              <span>
                {insuranceProductLabel(i18n, product.key)}
                {product.isMandatory ? ` (${t`mandatory`})` : ''}
              </span>
              <span>
                {addonPriceLabel(i18n, product.pricingStrategy, { price: money(product.price, product.currency) })}
                {product.deductible ? ` · ${t`deductible ${money(product.deductible, product.currency)}`}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </VehicleSection>
  );
}
