import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useSessionActor } from '@/entities/session';
import { userQueries, type CurrentUser, type PhoneRules } from '@/entities/user';
import { Button } from '@/shared/ui/button';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { useToast } from '@/shared/ui/toast';
import { updateProfile, type UserUpdate } from '../api/update-profile';
import { selectProfileFields, type ProfileFieldSelection } from '../model/profile-fields';
import { usePhoneRules } from '../model/use-phone-rules';
import { ProfileForm } from './profile-form';

export interface EditProfileProps {
  /** `all` on the profile page; `missing` asks only for what the user still lacks. */
  fields?: ProfileFieldSelection;
  submitLabel?: ReactNode;
  /** Shown instead of the form when nothing is missing (with `fields="missing"`). */
  complete?: ReactNode;
  /** After a save, with the user as saved (e.g. to move on to the next onboarding step). */
  onSaved?: (user: CurrentUser) => void;
}

function LoadingForm() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading your profile…`}>
      <Stack gap="lg">
        {[0, 1, 2, 3].map((row) => (
          <Stack key={row} gap="xs">
            <Skeleton width="30%" />
            <Skeleton shape="rect" height={44} />
          </Stack>
        ))}
      </Stack>
    </SkeletonGroup>
  );
}

function LoadedForm({
  user,
  phoneRules,
  selection,
  submitLabel,
  complete,
  onSaved,
}: { user: CurrentUser; phoneRules: PhoneRules; selection: ProfileFieldSelection } & Omit<EditProfileProps, 'fields'>) {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const actor = useSessionActor();
  // Recomputed only when a save changes the user: what is being typed into stays on screen until then.
  const fields = useMemo(() => selectProfileFields(user, selection), [user, selection]);

  if (fields.length === 0) return <>{complete}</>;

  const save = async (update: UserUpdate) => {
    const saved = await updateProfile(update);
    queryClient.setQueryData(userQueries.me().queryKey, saved);
    actor?.send({ type: 'USER_UPDATED', user: saved });
    // A save that leaves nothing missing swaps the form for the `complete` view, which says it (a toast would cover its actions on a phone).
    if (selectProfileFields(saved, selection).length > 0) toast({ title: t`Your profile has been saved.`, variant: 'success' });
    onSaved?.(saved);
  };

  return <ProfileForm user={user} phoneRules={phoneRules} fields={fields} onSubmit={save} submitLabel={submitLabel} />;
}

/** Loads the signed-in user (GET /me) and saves the profile form (PUT /me), telling the session. */
export function EditProfile({ fields = 'all', ...props }: EditProfileProps) {
  const query = useQuery(userQueries.me());
  const phoneRules = usePhoneRules();

  if (query.isError || phoneRules.isError) {
    return (
      <Stack gap="md" align="flex-start">
        <Text role="alert" tone="danger">
          <Trans>Your profile could not be loaded.</Trans>
        </Text>
        <Button variant="secondary" onClick={() => void Promise.all([query.refetch(), phoneRules.refetch()])}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    );
  }
  if (query.isPending || phoneRules.isPending) return <LoadingForm />;
  return <LoadedForm key={query.data.id} user={query.data} phoneRules={phoneRules.data} selection={fields} {...props} />;
}
