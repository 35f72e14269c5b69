import { useState, type KeyboardEvent } from 'react';
import { ActionIcon, Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import classes from './image-gallery.module.css';

export type GalleryImage = { id: string; url: string };

/** A small carousel: previous/next buttons, arrow keys and thumbnails. */
export function ImageGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const count = images.length;
  if (count === 0) {
    return (
      <div className={classes.empty} role="img" aria-label={t('stays.gallery.noPhotosOf', { name })}>
        {t('stays.gallery.noPhotos')}
      </div>
    );
  }
  const current = Math.min(index, count - 1);
  const image = images[current]!;
  const go = (delta: number) => setIndex((current + delta + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('stays.gallery.photosOf', { name })}
      onKeyDown={onKeyDown}
    >
      <div className={classes.stage}>
        <img
          className={classes.image}
          src={image.url}
          alt={t('stays.gallery.photoAlt', { name, number: current + 1, count })}
          aria-roledescription="slide"
        />
        {count > 1 && (
          <>
            <ActionIcon
              className={`${classes.nav} ${classes.prev}`}
              variant="white"
              color="dark"
              size="xl"
              radius="xl"
              onClick={() => go(-1)}
              aria-label={t('stays.gallery.previous')}
            >
              <span aria-hidden>‹</span>
            </ActionIcon>
            <ActionIcon
              className={`${classes.nav} ${classes.next}`}
              variant="white"
              color="dark"
              size="xl"
              radius="xl"
              onClick={() => go(1)}
              aria-label={t('stays.gallery.next')}
            >
              <span aria-hidden>›</span>
            </ActionIcon>
            <div className={classes.counter} aria-live="polite">
              {t('stays.gallery.counter', { number: current + 1, count })}
            </div>
          </>
        )}
      </div>
      {count > 1 && (
        <Group
          component="ul"
          gap="xs"
          mt="xs"
          p={0}
          m={0}
          className={classes.thumbs}
          aria-label={t('stays.gallery.choose')}
        >
          {images.map((img, i) => (
            <li key={img.id}>
              <UnstyledButton
                className={classes.thumb}
                onClick={() => setIndex(i)}
                aria-label={t('stays.gallery.show', { number: i + 1, count })}
                aria-current={i === current ? 'true' : undefined}
              >
                <img src={img.url} alt="" loading="lazy" />
              </UnstyledButton>
            </li>
          ))}
        </Group>
      )}
    </section>
  );
}
