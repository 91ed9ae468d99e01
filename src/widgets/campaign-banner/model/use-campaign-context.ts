import type { CampaignViewer } from '@/entities/site';
import { hasSavedLogin, useRoleOverride, useSession, type SessionView } from '@/entities/session';

type Role = NonNullable<SessionView['user']>['role'];

/**
 * Who is looking, or `unknown` while the session restores a saved login or changes hands. A
 * visitor without a saved login is a guest at once: the session's code loads after the first
 * render, and waiting for it to say so would delay the banner's reserved place (a layout shift).
 * An admin who switched to another role through the override counts as that role (002 §6).
 */
export function viewerOf(
  { status, user }: Pick<SessionView, 'status' | 'user'>,
  roleOverride?: Role,
  savedLogin = true,
): CampaignViewer {
  if (user && (status === 'authenticated' || status === 'impersonating')) {
    return { kind: 'user', role: user.role === 'admin' && roleOverride ? roleOverride : user.role };
  }
  if (status === 'anonymous' || (status === 'restoring' && !savedLogin)) return { kind: 'guest' };
  return { kind: 'unknown' };
}

export function useCampaignViewer(): CampaignViewer {
  const session = useSession();
  const roleOverride = useRoleOverride();
  return viewerOf(session, roleOverride, session.status === 'restoring' ? hasSavedLogin() : true);
}
