import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import {
  ActionIcon,
  AspectRatio,
  Badge,
  Button,
  Group,
  Image,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { FormActions } from '../../../components/form/form';
import { errorMessage } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { closeNotice, notifyInfo, notifySuccess } from '../../../lib/notify';
import { IMAGE_ACCEPT } from '../../../lib/upload-images';
import { useUploadPropertyImage } from '../api/upload-property-images';
import { moveItem, type PropertyImage } from '../lib/property-form';
import classes from './property-form.module.css';

type Upload = { key: string; file: string; status: 'uploading' | 'failed'; message?: string };
type FocusAfter = { id: string; action: 'earlier' | 'later' | 'remove' } | 'choose';

let lastBatch = 0;

/**
 * The property's photos (spec sections 5 and 8): dropped or picked (jpg, png, gif), several at once,
 * each sent on its own so each shows that it is uploading and a refused one keeps the server's
 * message; then reordered (the first is the cover) or deleted after a confirmation. Uploading adds a
 * photo to the form only: the host saves the property to keep it.
 */
export function PhotosEditor({
  images,
  onChange,
  error,
}: {
  images: PropertyImage[];
  /** An update from the current list, so uploads finishing together each add their photo. */
  onChange: (update: (images: PropertyImage[]) => PropertyImage[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const upload = useUploadPropertyImage();
  const inputRef = useRef<HTMLInputElement>(null);
  // The photos (an <ol>: SimpleGrid types its ref as a div).
  const listRef = useRef<HTMLDivElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const [toDelete, setToDelete] = useState<PropertyImage | null>(null);
  const focusAfter = useRef<FocusAfter | null>(null);
  const errorId = useId();
  const hintId = useId();

  // After a move or a delete the keyboard stays where the host was working.
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    if (target === 'choose') return chooseRef.current?.focus();
    const card = listRef.current?.querySelector<HTMLElement>(`[data-photo="${CSS.escape(target.id)}"]`);
    const wanted = card?.querySelector<HTMLButtonElement>(`[data-action="${target.action}"]`);
    const fallback = card?.querySelector<HTMLButtonElement>('[data-action]:not(:disabled)');
    (wanted && !wanted.disabled ? wanted : fallback)?.focus();
  }, [images]);

  const send = async (files: File[]) => {
    if (files.length === 0) return;
    const batch = `photos-${++lastBatch}`;
    notifyInfo({ id: batch, title: t('images.uploading') });
    const sent = await Promise.all(
      files.map(async (file, index) => {
        const key = `${batch}-${index}`;
        setUploads((current) => [...current, { key, file: file.name, status: 'uploading' }]);
        try {
          const image = await upload.mutateAsync(file);
          onChange((current) => [...current, image]);
          setUploads((current) => current.filter((u) => u.key !== key));
          return true;
        } catch (failure) {
          const message = errorMessage(failure);
          setUploads((current) =>
            current.map((u) => (u.key === key ? { ...u, status: 'failed' as const, message } : u)),
          );
          return false;
        }
      }),
    );
    closeNotice(batch);
    if (sent.some(Boolean)) notifySuccess({ title: t('images.uploaded'), message: t('images.uploadedHint') });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void send([...event.dataTransfer.files]);
  };

  const move = (index: number, step: -1 | 1) => {
    const image = images[index];
    if (!image) return;
    focusAfter.current = { id: image.id, action: step === -1 ? 'earlier' : 'later' };
    onChange((current) => moveItem(current, index, step));
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const index = images.findIndex((image) => image.id === toDelete.id);
    const next = images[index + 1] ?? images[index - 1];
    focusAfter.current = next ? { id: next.id, action: 'remove' } : 'choose';
    onChange((current) => current.filter((image) => image.id !== toDelete.id));
    setToDelete(null);
  };

  return (
    <Stack gap="sm">
      <div
        className={classes.dropZone}
        data-testid="photo-drop-zone"
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Stack gap={6} align="center">
          <Text fw={600}>{dragging ? t('propertyForm.photos.dropping') : t('propertyForm.photos.drop')}</Text>
          <Button
            ref={chooseRef}
            variant="default"
            onClick={() => inputRef.current?.click()}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          >
            {t('propertyForm.photos.choose')}
          </Button>
          <Text size="sm" c="dimmed" id={hintId}>
            {t('propertyForm.photos.hint')}
          </Text>
        </Stack>
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          hidden
          tabIndex={-1}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            // The same file may be chosen again after a refusal.
            event.currentTarget.value = '';
            void send(files);
          }}
        />
      </div>
      {error && (
        <Text size="sm" c="red.9" id={errorId} data-testid="photos-error">
          {error}
        </Text>
      )}

      {uploads.length > 0 && (
        <Stack gap={6} component="ul" className={classes.plainList} aria-live="polite">
          {uploads.map((u) => (
            <li key={u.key}>
              {u.status === 'uploading' ? (
                <Group gap="xs" wrap="nowrap">
                  <Loader size="xs" aria-hidden />
                  <Text size="sm">{t('propertyForm.photos.uploading', { file: u.file })}</Text>
                </Group>
              ) : (
                <Group gap="xs" wrap="nowrap" justify="space-between" className={classes.failedUpload}>
                  <Text size="sm" c="red.9" role="alert">
                    {t('propertyForm.photos.failed', { file: u.file, message: u.message ?? '' })}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('propertyForm.photos.dismiss', { file: u.file })}
                    onClick={() => setUploads((current) => current.filter((other) => other.key !== u.key))}
                  >
                    <span aria-hidden>×</span>
                  </ActionIcon>
                </Group>
              )}
            </li>
          ))}
        </Stack>
      )}

      {images.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('propertyForm.photos.none')}
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="sm"
          component="ol"
          ref={listRef}
          className={classes.plainList}
          aria-label={t('propertyForm.photos.list')}
        >
          {images.map((image, index) => {
            const number = index + 1;
            return (
              <li key={image.id} data-photo={image.id}>
                <Paper withBorder radius="md" className={classes.photo}>
                  <AspectRatio ratio={4 / 3}>
                    <Image
                      src={image.url}
                      alt={
                        index === 0
                          ? t('propertyForm.photos.altCover', { number })
                          : t('propertyForm.photos.alt', { number })
                      }
                    />
                  </AspectRatio>
                  {index === 0 && (
                    <Badge className={classes.coverBadge} color="stopover" variant="filled">
                      {t('propertyForm.photos.cover')}
                    </Badge>
                  )}
                  <Group gap={4} p={6} justify="space-between" wrap="nowrap">
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="default"
                        data-action="earlier"
                        disabled={index === 0}
                        aria-label={t('propertyForm.photos.earlier', { number })}
                        onClick={() => move(index, -1)}
                      >
                        {t('propertyForm.photos.earlierShort')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="default"
                        data-action="later"
                        disabled={index === images.length - 1}
                        aria-label={t('propertyForm.photos.later', { number })}
                        onClick={() => move(index, 1)}
                      >
                        {t('propertyForm.photos.laterShort')}
                      </Button>
                    </Group>
                    <Button
                      size="compact-sm"
                      variant="default"
                      c="red.9"
                      data-action="remove"
                      aria-label={t('propertyForm.photos.remove', { number })}
                      onClick={() => setToDelete(image)}
                    >
                      {t('propertyForm.photos.removeShort')}
                    </Button>
                  </Group>
                </Paper>
              </li>
            );
          })}
        </SimpleGrid>
      )}

      <Modal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('propertyForm.photos.confirmTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('propertyForm.photos.close') }}
      >
        <Stack gap="sm">
          {toDelete && (
            <AspectRatio ratio={4 / 3} maw={240}>
              <Image src={toDelete.url} alt="" />
            </AspectRatio>
          )}
          <Text>{t('propertyForm.photos.confirmText')}</Text>
          <FormActions
            secondaryAction={
              <Button variant="default" onClick={() => setToDelete(null)}>
                {t('propertyForm.photos.keep')}
              </Button>
            }
          >
            <Button color="red.9" onClick={confirmDelete}>
              {t('propertyForm.photos.confirmDelete')}
            </Button>
          </FormActions>
        </Stack>
      </Modal>
    </Stack>
  );
}
