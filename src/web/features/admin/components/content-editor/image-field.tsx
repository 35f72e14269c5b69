import { Button, FileButton, Group, Image, Stack } from '@mantine/core';
import { Field } from '../../../../components/form/form';
import { errorMessage } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { notifyDanger } from '../../../../lib/notify';
import { IMAGE_ACCEPT, useUploadImages } from '../../../../lib/upload-images';
import type { ZodForm } from '../../../../lib/use-zod-form';

/**
 * An image address: typed, or uploaded through POST /v1/images (the upload's url fills it in), with
 * the chosen image shown underneath.
 */
export function ImageField<V extends Record<string, string | boolean>>({
  form,
  name,
  label,
}: {
  form: ZodForm<V>;
  name: keyof V & string;
  label: string;
}) {
  const { t } = useTranslation();
  const upload = useUploadImages();
  const url = String(form.values[name] ?? '');
  const add = async (file: File | null) => {
    if (!file) return;
    try {
      const [image] = await upload.mutateAsync([file]);
      if (image) form.setValue(name, image.url as V[typeof name]);
    } catch (error) {
      notifyDanger({ title: t('contentEditor.image.uploadFailed'), message: errorMessage(error) });
    }
  };
  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Field form={form} name={name} label={label} style={{ flex: 1 }} autoComplete="off" />
        <FileButton onChange={(file) => void add(file)} accept={IMAGE_ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              loading={upload.isPending}
              aria-label={`${t('contentEditor.image.upload')}: ${label}`}
            >
              {t('contentEditor.image.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      {url && (
        <Image
          src={url}
          alt={`${t('contentEditor.image.preview')}: ${label}`}
          w={160}
          h={96}
          radius="sm"
          fit="cover"
        />
      )}
    </Stack>
  );
}
