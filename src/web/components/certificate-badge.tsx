import { Badge, Group, Text } from '@mantine/core';
import { formatDisplayDate, todayInAuckland } from '../../domain/dates';
import { certificateBadge, type CertificateStatus } from '../../domain/vehicle-certificates';
import type { StayVehicle } from '../../domain/schemas/vehicles';
import { useTranslation } from '../lib/i18n';

type Certificate = { kind: 'green' | 'blue'; expiresOn: string; status: CertificateStatus } | null;

/**
 * A vehicle's self-containment (issue 27): "Certified self-contained" with the warrant's kind and
 * expiry for a verified certificate in force today; otherwise what stands in its way. Colours that
 * pass AA contrast (teal.9, gray.7, red.9).
 */
export function CertificateBadge({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation();
  const badge = certificateBadge(certificate, todayInAuckland());
  if (!certificate || !badge) {
    return (
      <Text size="sm" c="dimmed">
        {t('vehiclesUi.badge.none')}
      </Text>
    );
  }
  const date = formatDisplayDate(certificate.expiresOn);
  if (badge === 'certified') {
    return (
      <Group gap={6} wrap="wrap" data-testid="certified-badge">
        <Badge color="teal.9" variant="filled">
          {t('vehiclesUi.badge.certified')}
        </Badge>
        <Text size="sm">
          {t('vehiclesUi.badge.detail', { kind: t(`vehiclesUi.kinds.${certificate.kind}`), date })}
        </Text>
      </Group>
    );
  }
  if (badge === 'expired') {
    return (
      <Badge color="red.9" variant="filled">
        {t('vehiclesUi.badge.expired', { date })}
      </Badge>
    );
  }
  return (
    <Badge color="gray.7" variant="filled">
      {t(`vehiclesUi.badge.${badge}`)}
    </Badge>
  );
}

/** A booked stay's vehicle as its host sees it: type, length, registration and the badge. */
export function StayVehicleSummary({ vehicle }: { vehicle: StayVehicle }) {
  const { t } = useTranslation();
  return (
    <div data-testid="stay-vehicle">
      <Text size="sm">
        {t(`vehiclesUi.types.${vehicle.type}`)} · {t('vehiclesUi.length', { length: vehicle.lengthMetres })} ·{' '}
        {vehicle.registration}
      </Text>
      {vehicle.certificate && <CertificateBadge certificate={vehicle.certificate} />}
    </div>
  );
}
