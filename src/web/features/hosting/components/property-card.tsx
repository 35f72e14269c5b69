import { Anchor, Button, Card, Group, Image, Stack, Switch, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { formatCents } from '../../../lib/money';
import type { PropertyListItem } from '../../../../domain/schemas/property';
import { ApiError, errorMessage } from '../../../lib/api';
import { closeNotice, notifyDanger, notifyInfo, notifyWarning } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useSetPropertyStatus } from '../api/set-property-status';
import { statusChange } from '../lib/my-properties';
import classes from './hosting.module.css';

const STATUS_NOTICE_ID = 'property-status';

/** Spec sections 4 and 8: the warning when a property without a photo is switched On. */
function warnNoPhoto(t: ReturnType<typeof useTranslation>['t']) {
  notifyWarning({ title: t('property.listWithoutPhotoTitle'), message: t('property.listWithoutPhoto') });
}

/** The On/Off switch: it shows the status the server last answered, and is still while a change is on its way. */
function StatusSwitch({ property }: { property: PropertyListItem }) {
  const { t } = useTranslation();
  const change = useSetPropertyStatus();

  const toggle = (on: boolean) => {
    const decided = statusChange(property, on);
    if ('refuse' in decided) return warnNoPhoto(t);
    notifyInfo({ id: STATUS_NOTICE_ID, title: t('property.updatingStatus') });
    change.mutate(
      { id: property.id, status: decided.send },
      {
        onSuccess: () => closeNotice(STATUS_NOTICE_ID),
        onError: (error) => {
          closeNotice(STATUS_NOTICE_ID);
          // The server refuses a photo-less property as the form does (another tab removed the last photo).
          if (error instanceof ApiError && error.code === 'property.listWithoutPhoto') warnNoPhoto(t);
          else notifyDanger({ title: t('property.updateFailed'), message: errorMessage(error) });
        },
      },
    );
  };

  const on = property.status === 'active';
  return (
    <Switch
      checked={on}
      onChange={(event) => toggle(event.currentTarget.checked)}
      disabled={change.isPending}
      label={t('hosting.myProperties.listed')}
      aria-label={t('hosting.myProperties.listedName', { name: property.name })}
      onLabel={t('hosting.myProperties.on')}
      offLabel={t('hosting.myProperties.off')}
      size="lg"
      // Mantine's grey 'Off' on the grey track is too faint to read (WCAG contrast).
      styles={on ? undefined : { trackLabel: { color: 'var(--mantine-color-gray-8)' } }}
      data-testid="property-status"
    />
  );
}

/** One property of My Properties: cover, name, town, sites and lowest price, the switch, Edit and View. */
export function PropertyCard({ property }: { property: PropertyListItem }) {
  const { t } = useTranslation();
  const place = [property.city, property.region].filter(Boolean).join(', ');
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      className={classes.propertyCard}
      data-testid="my-property"
    >
      <Card.Section>
        {property.image ? (
          // The heading names the property: the cover adds nothing for a screen reader.
          <Image src={property.image} alt="" h={160} fit="cover" loading="lazy" />
        ) : (
          <div className={classes.noPhoto}>{t('hosting.myProperties.noPhoto')}</div>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Title order={2} size="h4">
          {property.name}
        </Title>
        {place && (
          <Text size="sm" c="dimmed">
            {place}
          </Text>
        )}
        <Text size="sm">
          {property.siteCount > 0
            ? t('hosting.myProperties.sites', { count: property.siteCount })
            : t('hosting.myProperties.noSites')}
          {property.price !== null &&
            ` · ${t('hosting.myProperties.fromPerNight', { price: formatCents(property.price) })}`}
        </Text>
        {property.imageCount === 0 && (
          <Text size="sm" fw={600}>
            {t('hosting.myProperties.needsPhoto')}
          </Text>
        )}
      </Stack>
      <Group justify="space-between" mt="md" gap="sm">
        <StatusSwitch property={property} />
        <Group gap="xs">
          <Anchor
            component={Link}
            to={paths.location.href(property.id)}
            size="sm"
            aria-label={t('hosting.myProperties.viewName', { name: property.name })}
          >
            {t('hosting.myProperties.view')}
          </Anchor>
          <Button
            component={Link}
            to={paths.hostingLocation.href(property.id)}
            size="xs"
            variant="light"
            aria-label={t('hosting.myProperties.editName', { name: property.name })}
          >
            {t('hosting.myProperties.edit')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
