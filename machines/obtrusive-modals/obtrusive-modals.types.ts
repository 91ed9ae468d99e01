import type { components } from '@openapi/generated/schema';
import type { Failure } from '@/shared/lib/flow';

export type InsuranceConfirmation = components['schemas']['AssetInsuranceRequirementsConfirmation'];

/** The answer a modal sends; its kind names the modal, a vehicle's modal names the vehicle too. */
export type ObtrusiveSubmission =
  | { kind: 'select-name'; firstName: string; lastName: string }
  | { kind: 'accept-terms' }
  | { kind: 'confirm-contact-details' }
  | { kind: 'interior-insurance-opt-in' }
  | { kind: 'confirm-insurance-details'; vehicleId: number; confirmation: InsuranceConfirmation };

/** What the API answered: the updated user, or the updated vehicle. */
export type ObtrusiveResult = { user: components['schemas']['User'] } | { vehicle: components['schemas']['Asset'] };

export type ObtrusiveFailure = Failure;
