import { Anchor, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDisplayDate } from '../../../../domain/dates';
import { formatCents } from '../../../lib/money';
import { can } from '../../../../domain/roles';
import { OVERVIEW_FIGURES, type OverviewFigure } from '../../../../domain/schemas/admin-overview';
import { Loading } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useViewer } from '../../../lib/session';
import { useOverview } from '../api/get-overview';
import { OverviewChart } from '../components/overview-chart';

const count = (value: number) => value.toLocaleString('en-NZ');

/** How each figure reads, and the list behind it (a property's admin pages hold its bookings). */
const FIGURES: Record<OverviewFigure, { format: (value: number) => string; href: string }> = {
  nightsBooked: { format: count, href: paths.adminLocations.href() },
  revenueCents: { format: formatCents, href: paths.adminLocations.href() },
  platformFeeCents: { format: formatCents, href: paths.adminLocations.href() },
  newUsers: { format: count, href: paths.adminUsers.href() },
  newListings: { format: count, href: paths.adminLocations.href() },
};

/** The five figures of the last 30 days, one card each: a single column on a phone. */
function Overview() {
  const { t } = useTranslation();
  const overview = useOverview();
  if (overview.isPending) return <Loading />;
  if (overview.isError) {
    return (
      <QueryError
        error={overview.error}
        onRetry={() => void overview.refetch()}
        title={t('admin.overview.loadFailed')}
      />
    );
  }
  const { days, totals, from, to } = overview.data;
  return (
    <Stack gap="md">
      <Text>{t('admin.overview.intro', { from: formatDisplayDate(from), to: formatDisplayDate(to) })}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {OVERVIEW_FIGURES.map((figure) => (
          <OverviewChart
            key={figure}
            figure={figure}
            days={days}
            total={totals[figure]}
            format={FIGURES[figure].format}
            href={FIGURES[figure].href}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** For addpropertiesonly_administrator: no figures, only the two screens they may use. */
function LocationsOnly() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text>{t('admin.overview.locationsOnly.text')}</Text>
      <nav aria-label={t('admin.overview.locationsOnly.label')}>
        <List>
          <List.Item>
            <Anchor component={Link} to={paths.adminLocations.href()}>
              {t('admin.overview.locationsOnly.locations')}
            </Anchor>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to={paths.adminCreateCommercial.href()}>
              {t('admin.overview.locationsOnly.createCommercial')}
            </Anchor>
          </List.Item>
        </List>
      </nav>
    </Stack>
  );
}

/** Inside RequirePermission('admin:area') and the admin bar (src/web/app/router.tsx). */
export default function AdminHomeRoute() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  usePageTitle(t('admin.home.title'));
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1}>{t('admin.home.title')}</Title>
        {can(viewer, 'bookings:read-any') ? <Overview /> : <LocationsOnly />}
      </Stack>
    </Container>
  );
}
