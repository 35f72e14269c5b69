import { useState } from 'react';
import { Avatar, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { UserProfile } from '../../../../domain/schemas/users';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { IMAGE_ACCEPT, useUploadImages } from '../../../lib/upload-images';
import { useUpdateUser } from '../api/update-user';
import { notifyUpdateFailed } from '../lib/notices';

const ALLOWED = new Set(IMAGE_ACCEPT.split(','));

/** The profile photo: chosen, uploaded (POST /v1/images) and saved on the profile at once. */
export function ProfileImage({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const update = useUpdateUser(profile.id);
  const upload = useUploadImages();
  const busy = upload.isPending || update.isPending;
  const [error, setError] = useState<string | null>(null);

  const save = (url: string | null) =>
    update.mutate(
      { image: { url } },
      {
        onSuccess: () =>
          notifySuccess({
            title: url ? t('accounts.profileImage.uploaded') : t('accounts.profileImage.removed'),
          }),
        onError: notifyUpdateFailed,
      },
    );

  const onFile = (file: File | null) => {
    setError(null);
    if (!file) return;
    if (!ALLOWED.has(file.type)) {
      setError(t('accounts.profileImage.wrongType'));
      return;
    }
    notifyInfo({ title: t('accounts.profileImage.uploading') });
    upload.mutate([file], {
      onSuccess: ([uploaded]) => {
        if (uploaded) save(uploaded.url);
        else notifyUpdateFailed(new Error(t('accounts.profileImage.noImage')));
      },
      onError: notifyUpdateFailed,
    });
  };

  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.email;
  return (
    <Group align="flex-start" gap="lg">
      <Avatar
        src={profile.image}
        alt={profile.image ? t('accounts.profileImage.alt', { name }) : undefined}
        size={96}
        radius={96}
        color="stopover"
      >
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Stack gap="xs" style={{ flex: 1, minWidth: 200 }}>
        <FileInput
          label={t('accounts.profileImage.label')}
          description={t('accounts.profileImage.formats')}
          placeholder={
            profile.image ? t('accounts.profileImage.chooseNew') : t('accounts.profileImage.choose')
          }
          accept={IMAGE_ACCEPT}
          value={null}
          onChange={onFile}
          disabled={busy}
          error={error}
          clearable={false}
        />
        {profile.image && (
          <Group>
            <Button variant="subtle" color="red" size="compact-sm" onClick={() => save(null)} disabled={busy}>
              {t('accounts.profileImage.remove')}
            </Button>
          </Group>
        )}
        {busy && (
          <Text size="sm" role="status">
            {t('accounts.profileImage.saving')}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
