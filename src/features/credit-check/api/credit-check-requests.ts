import type { CreditReportOutcome } from '@/entities/user';
import { api, unwrap } from '@/shared/api';

/**
 * `POST /verify/credit-report` with the shared number, then the register check of the renter's
 * country with the same number (`nusvar-register-check` in Norway, `bus-register-check` elsewhere).
 * A refused check (rejected, blocked) and a technical failure reject with the API's error.
 */
export async function runCreditCheck(country: string, socialSecurityNumber: string): Promise<CreditReportOutcome> {
  const { data } = await unwrap(api.POST('/verify/credit-report', { body: { socialSecurityNumber } }));
  const body = { body: { socialSecurityNumber } };
  await unwrap(country === 'NO' ? api.POST('/verify/nusvar-register-check', body) : api.POST('/verify/bus-register-check', body));
  return data.result;
}
