import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '@/entities/session';
import { useLocale } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { Text } from '@/shared/ui/text';
import { chatAppId, followSession, openChat } from '../lib/chat-widget';
import { chatBootData } from '../model/chat-boot-data';

/**
 * The footer's "Live chat" (002 §1): the first press loads the support chat and boots it with the
 * user's data (002 §7). From then on the chat follows the session in this tab: a login updates it
 * with the new user's data, another user starts it afresh, a logout shuts it down.
 */
export function LiveChatButton({ className }: { className?: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { user, isImpersonating } = useSession();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const data = chatBootData(user, { appId: chatAppId(), language: locale, impersonating: isImpersonating });
  const latest = useRef(data);
  useEffect(() => {
    latest.current = data;
  });

  useEffect(() => followSession(latest.current), [data.user_id]);

  const open = async () => {
    setState('loading');
    try {
      await openChat(latest.current);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <Button className={className} variant="ghost" size="sm" loading={state === 'loading'} onClick={() => void open()}>
        {state === 'failed' ? t`Try the live chat again` : t`Live chat`}
      </Button>
      {state === 'failed' && (
        <Text size="sm" tone="danger" role="alert">
          {t`The chat could not be opened. Check your connection and try again.`}
        </Text>
      )}
    </>
  );
}
