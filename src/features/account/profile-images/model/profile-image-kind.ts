import type { CurrentUser } from '@/entities/user';

/** The user's own photo, and an organisation's logotype (000 §3: "avatar, organization logotype"). */
export type ProfileImageKind = 'avatar' | 'logotype';

/** The image of that kind as the API has it now. */
export function profileImageOf(user: CurrentUser, kind: ProfileImageKind) {
  return kind === 'avatar' ? user.avatar : user.organizationLogotype;
}

/** Only an organisation has a logotype; the API refuses the others (403). */
export function profileImageKinds(user: Pick<CurrentUser, 'isOrganization'>): ProfileImageKind[] {
  return user.isOrganization ? ['avatar', 'logotype'] : ['avatar'];
}
