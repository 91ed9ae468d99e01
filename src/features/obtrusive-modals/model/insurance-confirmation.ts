import type { InsuranceConfirmation } from '@machines/obtrusive-modals';
import * as v from 'valibot';
import { TRACKING_DEVICE_THRESHOLD_MINOR } from '@/entities/vehicle';

export type InsuranceConfirmationError = 'statements_required' | 'insurer_required';

/** The owner confirms the platform-insurance statements, or names their own insurer (000 §4). */
export const insuranceConfirmationSchema = v.variant('cover', [
  v.object({
    cover: v.literal('platform'),
    statementsConfirmed: v.literal(true, 'statements_required' satisfies InsuranceConfirmationError),
    insuranceCompany: v.string(),
  }),
  v.object({
    cover: v.literal('own'),
    statementsConfirmed: v.boolean(),
    insuranceCompany: v.pipe(v.string(), v.trim(), v.minLength(1, 'insurer_required' satisfies InsuranceConfirmationError)),
  }),
]);

export interface InsuranceConfirmationValues {
  cover: 'platform' | 'own';
  statementsConfirmed: boolean;
  insuranceCompany: string;
}

/** 000 §4, §9: a tracking device must be approved above the threshold value. */
export const needsTrackingDevice = (vehicle: { insuranceValue?: number | null }): boolean => (vehicle.insuranceValue ?? 0) > TRACKING_DEVICE_THRESHOLD_MINOR;

/** The body of POST /assets/{id}/confirm-insurance-requirements for the owner's answer. */
export function insuranceConfirmationOf(values: InsuranceConfirmationValues, vehicle: { insuranceValue?: number | null; hasApprovedTrackingDevice?: boolean }): InsuranceConfirmation {
  if (values.cover === 'own') return { ownInsuranceConfirmed: true, insuranceCompany: values.insuranceCompany.trim() };
  return {
    isPrivatelyOwned: true,
    hasAlteredGasTank: false,
    hasApprovedTrackingDevice: needsTrackingDevice(vehicle) ? true : (vehicle.hasApprovedTrackingDevice ?? false),
  };
}
