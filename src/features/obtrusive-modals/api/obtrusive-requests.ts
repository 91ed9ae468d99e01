import type { ObtrusiveResult, ObtrusiveSubmission } from '@machines/obtrusive-modals';
import { api, unwrap } from '@/shared/api';

/**
 * The call behind each modal's answer:
 * - the name: PUT /me with `firstName` and `lastName` (the profile call);
 * - new terms: PUT /me with `acceptTerms` (the contract's way to accept them);
 * - contact details: POST /me/confirm-contact-details;
 * - interior insurance: PUT /me with `askedToOptInForOmocomInteriorInsuranceAddon`, the only
 *   thing the contract records of it;
 * - insurance details: POST /assets/{id}/confirm-insurance-requirements.
 */
export async function submitObtrusive(submission: ObtrusiveSubmission): Promise<ObtrusiveResult> {
  switch (submission.kind) {
    case 'select-name':
      return { user: (await unwrap(api.PUT('/me', { body: { firstName: submission.firstName, lastName: submission.lastName } }))).data };
    case 'accept-terms':
      return { user: (await unwrap(api.PUT('/me', { body: { acceptTerms: true } }))).data };
    case 'confirm-contact-details':
      return { user: (await unwrap(api.POST('/me/confirm-contact-details'))).data };
    case 'interior-insurance-opt-in':
      return { user: (await unwrap(api.PUT('/me', { body: { askedToOptInForOmocomInteriorInsuranceAddon: true } }))).data };
    case 'confirm-insurance-details':
      return {
        vehicle: (
          await unwrap(
            api.POST('/assets/{id}/confirm-insurance-requirements', { params: { path: { id: submission.vehicleId } }, body: submission.confirmation }),
          )
        ).data,
      };
  }
}
