import { useState } from 'react';
import {
  Anchor,
  Button,
  Container,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { formatDisplayDate, todayInAuckland } from '../../../../domain/dates';
import type { CertificateQueueItem } from '../../../../domain/schemas/vehicles';
import { Loading } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { ReasonDialog } from '../../../components/reason-dialog';
import { usePageTitle } from '../../../components/use-page-title';
import { errorMessage } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { notifyDanger, notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useCertificateQueue, useReviewCertificate } from '../api/certificates';

/** A rejection's reason: as long as the reason dialogs ask elsewhere (the server checks the same). */
const MIN_REASON_LENGTH = 10;

function CertificateCard({
  item,
  onReject,
}: {
  item: CertificateQueueItem;
  onReject: (item: CertificateQueueItem) => void;
}) {
  const { t } = useTranslation();
  const review = useReviewCertificate();
  const { vehicle, owner } = item;
  const certificate = vehicle.certificate!;
  const titleId = `certificate-${vehicle.id}`;
  const name = [owner.firstName, owner.lastName].filter(Boolean).join(' ') || owner.email;
  const approve = () =>
    review.mutate(
      { vehicleId: vehicle.id, submittedAt: certificate.submittedAt, approve: true },
      {
        onSuccess: () => notifySuccess({ title: t('vehiclesUi.admin.approved') }),
        onError: (error) =>
          notifyDanger({ title: t('vehiclesUi.admin.failed'), message: errorMessage(error) }),
      },
    );
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-labelledby={titleId}
      data-testid="certificate"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {/* The photo beside the typed fields, to compare them. */}
        <Anchor href={certificate.photoUrl} target="_blank" rel="noopener noreferrer">
          <Image
            src={certificate.photoUrl}
            alt={t('vehiclesUi.form.photoAlt', { registration: vehicle.registration })}
            mah={320}
            fit="contain"
            radius="sm"
          />
          <span className="visually-hidden">{t('vehiclesUi.admin.openPhoto')}</span>
        </Anchor>
        <Stack gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {vehicle.registration}
          </Title>
          <Text size="sm">
            {t(`vehiclesUi.types.${vehicle.type}`)} ·{' '}
            {t('vehiclesUi.length', { length: vehicle.lengthMetres })}
          </Text>
          <Text size="sm">
            {t('vehiclesUi.admin.guest')}:{' '}
            <Anchor component={Link} to={paths.adminUser.href(owner.id, 'details')}>
              {name}
            </Anchor>{' '}
            ({owner.email})
          </Text>
          <SimpleGrid cols={2} spacing={4}>
            <Text size="sm" c="dimmed">
              {t('vehiclesUi.form.kind')}
            </Text>
            <Text size="sm" fw={600}>
              {t(`vehiclesUi.kinds.${certificate.kind}`)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('vehiclesUi.form.number')}
            </Text>
            <Text size="sm" fw={600}>
              {certificate.number}
            </Text>
            <Text size="sm" c="dimmed">
              {t('vehiclesUi.form.expiresOn')}
            </Text>
            <Text size="sm" fw={600}>
              {formatDisplayDate(certificate.expiresOn)}
            </Text>
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('vehiclesUi.admin.sent', {
              date: formatDisplayDate(todayInAuckland(new Date(certificate.submittedAt))),
            })}
          </Text>
          <Group gap="xs" mt="xs">
            <Button onClick={approve} loading={review.isPending}>
              {t('vehiclesUi.admin.approve')}
            </Button>
            <Button variant="default" onClick={() => onReject(item)} disabled={review.isPending}>
              {t('vehiclesUi.admin.reject')}
            </Button>
          </Group>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}

/** /admin/certificates (issue 27): self-containment certificates waiting for review. */
export default function AdminCertificatesRoute() {
  const { t } = useTranslation();
  usePageTitle(t('vehiclesUi.admin.title'));
  const queue = useCertificateQueue();
  const review = useReviewCertificate();
  const [rejecting, setRejecting] = useState<CertificateQueueItem | null>(null);
  const items = queue.data?.items ?? [];
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('vehiclesUi.admin.title')}</Title>
        <Text c="dimmed">{t('vehiclesUi.admin.intro')}</Text>
        {queue.isPending ? (
          <Loading />
        ) : queue.isError ? (
          <QueryError
            error={queue.error}
            onRetry={() => void queue.refetch()}
            title={t('vehiclesUi.loadFailed')}
          />
        ) : items.length === 0 ? (
          <Text>{t('vehiclesUi.admin.empty')}</Text>
        ) : (
          items.map((item) => <CertificateCard key={item.vehicle.id} item={item} onReject={setRejecting} />)
        )}
      </Stack>
      <ReasonDialog
        opened={rejecting !== null}
        title={t('vehiclesUi.admin.rejectTitle', { registration: rejecting?.vehicle.registration ?? '' })}
        label={t('vehiclesUi.admin.reasonLabel')}
        minLength={MIN_REASON_LENGTH}
        pending={review.isPending}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => {
          if (!rejecting) return;
          review.mutate(
            {
              vehicleId: rejecting.vehicle.id,
              submittedAt: rejecting.vehicle.certificate!.submittedAt,
              approve: false,
              reason,
            },
            {
              onSuccess: () => {
                setRejecting(null);
                notifySuccess({ title: t('vehiclesUi.admin.rejected') });
              },
              onError: (error) =>
                notifyDanger({ title: t('vehiclesUi.admin.failed'), message: errorMessage(error) }),
            },
          );
        }}
      />
    </Container>
  );
}
