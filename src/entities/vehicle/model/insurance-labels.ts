import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { components } from '@/shared/api';
import { defineLabels } from '@/shared/lib/labels';
import { addonLabel } from './addon-labels';

type S = components['schemas'];

/** 001 §3 platform insurance plans; the vendor's name is said beside them where it matters. */
export const insurancePlanLabel = defineLabels<S['PlatformInsurancePlan']>({
  omocom_basic: msg`Basic cover`,
  omocom_plus: msg`Plus cover`,
  omocom_complete: msg`Complete cover`,
});

/** An insurance product (`InsuranceProduct.key`): a plan or an insurance add-on. */
export function insuranceProductLabel(i18n: I18n, key: S['PlatformInsurancePlan'] | S['InsuranceAddonKind']): string {
  return Object.hasOwn(insurancePlanLabel.messages, key) ? insurancePlanLabel(i18n, key as S['PlatformInsurancePlan']) : addonLabel(i18n, key as S['InsuranceAddonKind']);
}

/** Who insures the vehicle (`insuranceVendor.key`). */
export const insuranceVendorLabel = defineLabels<S['InsuranceVendorKey']>({
  omocom: msg`Omocom`,
  baloise: msg`Baloise`,
  owner: msg`The owner's own insurance`,
});

export const insuranceProductKindLabel = defineLabels<NonNullable<S['InsuranceProduct']['kind']>>({
  plan: msg`Insurance plan`,
  addon: msg`Extra cover`,
});
