import { Card, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';
import type { LocationSummary } from '../../domain/schemas/locations';
import { formatCents } from '../lib/money';
import { stayNights, type StayDates } from '../../domain/stay-search';
import { formatDistance } from '../lib/geo';
import { paths } from '../lib/paths';
import classes from './location-card.module.css';

export function placeLine(location: Pick<LocationSummary, 'city' | 'region'>): string {
  return [location.city, location.region].filter(Boolean).join(', ');
}

type LocationCardProps = {
  location: LocationSummary & { stayTotal?: number };
  /** From a search by dates: the card shows the stay's total and its link opens the calendar there. */
  stay?: StayDates | null;
  /** On the first screen: the photo loads at once, and a page drawn on the server preloads it. */
  eagerImage?: boolean;
};

export function LocationCard({ location, stay, eagerImage = false }: LocationCardProps) {
  const { t } = useTranslation();
  const place = placeLine(location);
  return (
    <Card
      component={Link}
      to={paths.location.href(location.id, stay)}
      withBorder
      padding="sm"
      radius="md"
      className={classes.card}
      data-testid="location-card"
    >
      <Card.Section>
        {location.image ? (
          // The card's link already reads the name; an alt repeating it would be read twice.
          <Image src={location.image} alt="" h={150} fit="cover" loading={eagerImage ? 'eager' : 'lazy'} />
        ) : (
          <div className={classes.noImage} aria-hidden>
            {t('common.locationCard.noPhoto')}
          </div>
        )}
      </Card.Section>
      <Stack gap={2} mt="sm">
        <Text fw={700} lineClamp={2} component="h3" size="md" m={0}>
          {location.name}
        </Text>
        {place && (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {place}
          </Text>
        )}
        <Group justify="space-between" gap="xs" mt={4}>
          {stay && location.stayTotal !== undefined ? (
            <Text size="sm" fw={600}>
              {t('common.locationCard.stayTotal', {
                total: formatCents(location.stayTotal),
                count: stayNights(stay),
              })}
            </Text>
          ) : location.price !== null ? (
            <Text size="sm" fw={600}>
              {t('common.locationCard.fromPerNight', { price: formatCents(location.price) })}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('common.locationCard.priceOnRequest')}
            </Text>
          )}
          {location.distance !== null && (
            <Text size="sm" c="dimmed">
              {formatDistance(location.distance)}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
