import { requestCallBack, type CallBackRequest } from '@/entities/owner-lead';

/** The bot check's token first (its code and script load now, not with the page), then `POST /support`. */
export async function sendCallBack(request: CallBackRequest): Promise<void> {
  const { botCheckToken } = await import('../lib/bot-check');
  await requestCallBack({ ...request, recaptchaToken: await botCheckToken('support_request') });
}
