import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionActor } from '@/entities/session';
import { userQueries, type CurrentUser } from '@/entities/user';
import { IMAGE_UPLOAD_RULES } from '@/shared/api';
import { downscaleImage } from '@/shared/lib/downscale-image';
import { Button } from '@/shared/ui/button';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { ImageUpload } from '@/shared/ui/upload';
import { removeProfileImage, rotateProfileImage, uploadProfileImage } from '../api/profile-images';
import { profileImageKinds, profileImageOf, type ProfileImageKind } from '../model/profile-image-kind';
import * as css from './profile-images.css';

/** The longest edge a profile photo or logo is sent with (the API renders 160 and 512 px ones). */
const PROFILE_IMAGE_MAX_EDGE = 1600;

function ProfileImage({ user, kind }: { user: CurrentUser; kind: ProfileImageKind }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const actor = useSessionActor();
  const image = profileImageOf(user, kind);
  // Every answer is the user as saved: the form and the session see the new image at once.
  const saved = (next: CurrentUser) => {
    queryClient.setQueryData(userQueries.me().queryKey, (previous) => (previous ? { ...previous, ...next } : next));
    actor?.send({ type: 'USER_UPDATED', user: next });
  };
  const avatar = kind === 'avatar';

  return (
    <ImageUpload
      label={avatar ? t`Profile photo` : t`Company logo`}
      rules={IMAGE_UPLOAD_RULES}
      image={image ? { url: image.url, alt: avatar ? t`Your profile photo` : t`Your company logo` } : null}
      shape={avatar ? 'round' : 'square'}
      capture={avatar ? 'user' : undefined}
      // A phone camera's 12-MP photo goes up as ≈1,600 px: plenty for a face or a logo.
      prepare={(file) => downscaleImage(file, { maxEdge: PROFILE_IMAGE_MAX_EDGE })}
      send={(file, options) => uploadProfileImage(kind, file, options)}
      onUploaded={saved}
      onRotate={async (direction) => saved(await rotateProfileImage(kind, direction))}
      onRemove={async () => saved(await removeProfileImage(kind))}
    />
  );
}

/**
 * The user's profile photo and, for an organisation, its logotype (000 §3, 002 §5): upload,
 * rotate, remove. Each change answers the user as saved, which the profile and the session take.
 */
export function ProfileImages() {
  const { t } = useLingui();
  const query = useQuery(userQueries.me());

  if (query.isPending) {
    return (
      <SkeletonGroup label={t`Loading your photo…`}>
        <Skeleton shape="rect" height={128} />
      </SkeletonGroup>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="md" align="flex-start">
        <Text role="alert" tone="danger">
          <Trans>Your photo could not be loaded.</Trans>
        </Text>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    );
  }
  return (
    <div className={css.list}>
      {profileImageKinds(query.data).map((kind) => (
        <ProfileImage key={kind} user={query.data} kind={kind} />
      ))}
    </div>
  );
}
