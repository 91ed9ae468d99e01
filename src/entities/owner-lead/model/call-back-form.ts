import * as v from 'valibot';
import type { components } from '@/shared/api';

type SupportRequest = components['schemas']['SupportRequest'];
export type CallBackTime = SupportRequest['timeFrame'];
export type CallBackDay = SupportRequest['weekday'];

export const CALL_BACK_DAYS: readonly CallBackDay[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
export const CALL_BACK_TIMES: readonly CallBackTime[] = ['morning', 'afternoon'];

/**
 * 002 §9 support hours: Monday to Friday 9:00–11:30, Monday and Friday also 13:30–16:00. So a
 * call back in the afternoon can be had on Mondays and Fridays only.
 */
export const SUPPORT_HOURS: Readonly<Record<CallBackDay, readonly { from: string; to: string }[]>> = {
  monday: [
    { from: '09:00', to: '11:30' },
    { from: '13:30', to: '16:00' },
  ],
  tuesday: [{ from: '09:00', to: '11:30' }],
  wednesday: [{ from: '09:00', to: '11:30' }],
  thursday: [{ from: '09:00', to: '11:30' }],
  friday: [
    { from: '09:00', to: '11:30' },
    { from: '13:30', to: '16:00' },
  ],
};

export const callBackPossible = (day: CallBackDay, time: CallBackTime): boolean => SUPPORT_HOURS[day].length > (time === 'afternoon' ? 1 : 0);

export interface CallBackValues {
  name: string;
  phone: string;
  email: string;
  reason: string;
  timeFrame: CallBackTime | '';
  weekday: CallBackDay | '';
}

export type CallBackError = 'name_required' | 'phone_required' | 'phone_invalid' | 'email_invalid' | 'day_required' | 'time_required' | 'time_outside_hours';

/** A phone number as people write it: digits with spaces, dashes, brackets, a leading +; 7 to 15 digits (E.164's most). */
export const isPhoneNumber = (text: string): boolean => /^\+?[\d\s()./-]+$/.test(text) && ((n) => n >= 7 && n <= 15)(text.replace(/\D/g, '').length);

/** 002 §3 support request form: name, phone, optional e-mail and reason, time frame and weekday. */
export const callBackSchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty<string, CallBackError>('name_required'), v.maxLength<string, 255, CallBackError>(255, 'name_required')),
    phone: v.pipe(v.string(), v.trim(), v.nonEmpty<string, CallBackError>('phone_required'), v.check<string, CallBackError>(isPhoneNumber, 'phone_invalid')),
    email: v.pipe(v.string(), v.trim(), v.check<string, CallBackError>((text) => text === '' || v.is(v.pipe(v.string(), v.email()), text), 'email_invalid')),
    reason: v.pipe(v.string(), v.trim(), v.maxLength(5000)),
    weekday: v.picklist<readonly CallBackDay[], CallBackError>(CALL_BACK_DAYS, 'day_required'),
    timeFrame: v.picklist<readonly CallBackTime[], CallBackError>(CALL_BACK_TIMES, 'time_required'),
  }),
  v.forward(
    v.check((values) => callBackPossible(values.weekday, values.timeFrame), 'time_outside_hours' satisfies CallBackError),
    ['timeFrame'],
  ),
);

export type CallBackRequest = Omit<SupportRequest, 'recaptchaToken'>;

/** What POST /support gets, less the bot check's token: empty optional fields are left out. */
export function callBackRequestOf(values: v.InferOutput<typeof callBackSchema>): CallBackRequest {
  return {
    name: values.name,
    phone: values.phone,
    ...(values.email ? { email: values.email } : {}),
    ...(values.reason ? { reason: values.reason } : {}),
    weekday: values.weekday,
    timeFrame: values.timeFrame,
  };
}

export const CALL_BACK_DRAFT_KEY = 'call-back-draft';
