import type { CurrentUser } from '@/entities/user';
import { IMAGE_UPLOAD_RULES, api, unwrap, uploadFile, type UploadOptions } from '@/shared/api';
import type { ProfileImageKind } from '../model/profile-image-kind';

type SendOptions = Omit<UploadOptions, 'rules'>;

/** PUT /me/avatar or /me/organization-logotype (multipart): the user with the new image. */
export async function uploadProfileImage(kind: ProfileImageKind, file: File, options: SendOptions): Promise<CurrentUser> {
  const rules = IMAGE_UPLOAD_RULES;
  const answer =
    kind === 'avatar'
      ? await uploadFile({ method: 'PUT', path: '/me/avatar', file }, { rules, ...options })
      : await uploadFile({ method: 'PUT', path: '/me/organization-logotype', file }, { rules, ...options });
  return answer.data;
}

/** POST …/rotate-left or …/rotate-right: a quarter turn; the image gets new URLs. */
export async function rotateProfileImage(kind: ProfileImageKind, direction: 'left' | 'right'): Promise<CurrentUser> {
  const path =
    kind === 'avatar'
      ? direction === 'left'
        ? '/me/avatar/rotate-left'
        : '/me/avatar/rotate-right'
      : direction === 'left'
        ? '/me/organization-logotype/rotate-left'
        : '/me/organization-logotype/rotate-right';
  return (await unwrap(api.POST(path))).data;
}

/** DELETE /me/avatar or /me/organization-logotype: the user without the image. */
export async function removeProfileImage(kind: ProfileImageKind): Promise<CurrentUser> {
  return (await unwrap(api.DELETE(kind === 'avatar' ? '/me/avatar' : '/me/organization-logotype'))).data;
}
