import { api, unwrap, type components } from '@/shared/api';

type S = components['schemas'];

/**
 * `POST /lead-price-calculator`: the owner's earnings for a vehicle found by its registration
 * number. Refusals: 404 `vehicle_not_found`, 422 `price_calculation_no_results` or
 * `validation_failed`; the client's middleware throws each as an ApiError and gives the call its deadline.
 */
export async function calculateEarnings(request: S['LeadPriceCalculationRequest']): Promise<S['LeadPriceCalculation']> {
  return (await unwrap(api.POST('/lead-price-calculator', { body: request }))).data;
}

/** `POST /support`: an owner asks support to call back (422 `recaptcha_failed` when the bot check fails). */
export async function requestCallBack(request: S['SupportRequest']): Promise<void> {
  await api.POST('/support', { body: request });
}

/** `POST /leads`: an owner's lead (the e-book's); a refusal or failure is thrown by the client's middleware. */
export async function createLead(lead: S['Lead']): Promise<void> {
  await unwrap(api.POST('/leads', { body: lead }));
}
