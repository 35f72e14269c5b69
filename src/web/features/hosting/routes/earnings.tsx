import { useState, type ReactNode } from 'react';
import {
  Button,
  Container,
  Group,
  List,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { BarChart } from '@mantine/charts';
// The charts' styles load with this page's chunk, never with the first screens (decision 050).
import '@mantine/charts/styles.css';
import { useQuery } from '@tanstack/react-query';
import { todayInAuckland } from '../../../../domain/dates';
import { occupancyPercent, type EarningFigures } from '../../../../domain/earnings';
import type { EarningsResponse } from '../../../../domain/schemas/earnings';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { useTranslation } from '../../../lib/i18n';
import { formatCents } from '../../../lib/money';
import { useViewer } from '../../../lib/session';
import { getEarningsQueryOptions } from '../api/get-earnings';
import {
  earningsCsvHref,
  isPeriod,
  lastTwelveMonths,
  monthLabel,
  monthlyChartRows,
  periodChoice,
  yearChoices,
  yearPeriod,
  type Period,
} from '../lib/earnings';

const FIGURES = ['gross', 'fee', 'gst', 'credit', 'refund', 'net'] as const;

/** A chart for sighted readers; the table after it carries the same figures for everyone. */
function ChartFigure({ id, caption, children }: { id: string; caption: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0} aria-labelledby={`${id}-caption`}>
      <Text component="figcaption" id={`${id}-caption`} fw={600} mb="sm">
        {caption}
        <VisuallyHidden>{` ${t('earningsUi.chartHidden')}`}</VisuallyHidden>
      </Text>
      <div aria-hidden="true" data-testid={id}>
        {children}
      </div>
    </Paper>
  );
}

function FigureCells({ row }: { row: EarningFigures }) {
  return (
    <>
      {FIGURES.map((key) => (
        <Table.Td key={key} ta="right">
          {formatCents(row[key])}
        </Table.Td>
      ))}
    </>
  );
}

/** /hosting/earnings (issue 28, decision 050): a period's earnings by month and property, and occupancy by site. */
export default function EarningsRoute() {
  const { t, language } = useTranslation();
  usePageTitle(t('earningsUi.title'));
  const { viewer } = useViewer();
  const userId = viewer?.userId ?? '';
  const today = todayInAuckland();
  const [period, setPeriod] = useState<Period>(() => lastTwelveMonths(today));
  const [draft, setDraft] = useState<Period>(period);
  const valid = isPeriod(draft);
  const earnings = useQuery({
    ...getEarningsQueryOptions(userId, period.from, period.to),
    enabled: !!viewer,
  });

  const choose = (next: Period) => {
    setDraft(next);
    if (isPeriod(next)) setPeriod(next);
  };
  const onChoice = (value: string) => {
    if (value === 'last12') choose(lastTwelveMonths(today));
    else if (value !== 'custom') choose(yearPeriod(Number(value)));
  };

  const range = { from: monthLabel(period.from, language), to: monthLabel(period.to, language) };
  return (
    <Container size="xl" py={48}>
      <Stack gap="lg">
        <Title order={1}>{t('earningsUi.title')}</Title>
        <Text>{t('earningsUi.intro')}</Text>

        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="earnings-period">
          <Text component="h2" id="earnings-period" fw={600} mb="sm">
            {t('earningsUi.period')}
          </Text>
          <Group align="flex-end" wrap="wrap" gap="md">
            <NativeSelect
              label={t('earningsUi.year')}
              value={periodChoice(draft, today)}
              onChange={(e) => onChoice(e.currentTarget.value)}
              data={[
                {
                  value: 'last12',
                  label: t('earningsUi.last12', { month: monthLabel(lastTwelveMonths(today).to, language) }),
                },
                ...yearChoices(today).map((y) => ({ value: String(y), label: String(y) })),
                { value: 'custom', label: t('earningsUi.custom') },
              ]}
            />
            <TextInput
              type="month"
              label={t('earningsUi.from')}
              value={draft.from}
              onChange={(e) => choose({ ...draft, from: e.currentTarget.value })}
              error={valid ? undefined : t('earningsUi.badPeriod')}
            />
            <TextInput
              type="month"
              label={t('earningsUi.to')}
              value={draft.to}
              onChange={(e) => choose({ ...draft, to: e.currentTarget.value })}
            />
            <Button component="a" href={earningsCsvHref(userId, period)} download variant="default">
              {t('earningsUi.download')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed" mt="xs">
            {t('earningsUi.downloadHint')}
          </Text>
        </Paper>

        {earnings.isPending ? (
          <PageLoader />
        ) : earnings.isError ? (
          <QueryError
            error={earnings.error}
            onRetry={() => void earnings.refetch()}
            title={t('earningsUi.loadFailed')}
          />
        ) : (
          <EarningsFigures data={earnings.data} range={range} busy={earnings.isPlaceholderData} />
        )}

        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="earnings-how">
          <Text component="h2" id="earnings-how" fw={600} mb="sm">
            {t('earningsUi.howTitle')}
          </Text>
          <List spacing="xs" size="sm">
            <List.Item>{t('earningsUi.signs')}</List.Item>
            <List.Item>{t('earningsUi.gstHelp')}</List.Item>
            <List.Item>{t('earningsUi.occupancyHelp')}</List.Item>
          </List>
        </Paper>
      </Stack>
    </Container>
  );
}

function EarningsFigures({
  data,
  range,
  busy,
}: {
  data: EarningsResponse;
  range: { from: string; to: string };
  busy: boolean;
}) {
  const { t, language } = useTranslation();
  const empty = data.totals.gross === 0 && data.totals.paidOut === 0 && data.totals.net === 0;
  const dollars = (value: number) => formatCents(Math.round(value * 100));
  const occupancyRows = data.sites.map((s) => ({
    site: `${s.locationName} · ${s.siteName}`,
    occupancy: occupancyPercent(s) ?? 0,
  }));
  const headers = (
    <>
      {FIGURES.map((key) => (
        <Table.Th key={key} scope="col" ta="right">
          {t(`earningsUi.${key}`)}
        </Table.Th>
      ))}
    </>
  );
  return (
    <Stack gap="lg" aria-busy={busy}>
      {empty && <Text c="dimmed">{t('earningsUi.none')}</Text>}
      <ChartFigure id="earnings-monthly-chart" caption={t('earningsUi.chartMonthly')}>
        <BarChart
          h={280}
          data={monthlyChartRows(data.months, language)}
          dataKey="month"
          accessibilityLayer={false}
          valueFormatter={dollars}
          withLegend
          series={[
            { name: 'gross', label: t('earningsUi.gross'), color: 'blue.3' },
            { name: 'net', label: t('earningsUi.net'), color: 'teal.8' },
          ]}
        />
      </ChartFigure>

      <Table.ScrollContainer minWidth={760}>
        <Table striped data-testid="earnings-by-month">
          <Table.Caption>{t('earningsUi.byMonth', range)}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('earningsUi.month')}</Table.Th>
              {headers}
              <Table.Th scope="col" ta="right">
                {t('earningsUi.paidOut')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('earningsUi.nightsSold')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.months.map((m) => (
              <Table.Tr key={m.month}>
                <Table.Th scope="row">{monthLabel(m.month, language)}</Table.Th>
                <FigureCells row={m} />
                <Table.Td ta="right">{formatCents(m.paidOut)}</Table.Td>
                <Table.Td ta="right">{m.nightsSold}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('earningsUi.total')}</Table.Th>
              <FigureCells row={data.totals} />
              <Table.Td ta="right">{formatCents(data.totals.paidOut)}</Table.Td>
              <Table.Td ta="right">{data.totals.nightsSold}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>

      <Table.ScrollContainer minWidth={760}>
        <Table striped data-testid="earnings-by-property">
          <Table.Caption>{t('earningsUi.byProperty', range)}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('earningsUi.property')}</Table.Th>
              {headers}
              <Table.Th scope="col" ta="right">
                {t('earningsUi.nightsSold')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.properties.map((p) => (
              <Table.Tr key={p.locationId}>
                <Table.Th scope="row">{p.locationName}</Table.Th>
                <FigureCells row={p} />
                <Table.Td ta="right">{p.nightsSold}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {data.sites.length > 0 && (
        <ChartFigure id="earnings-occupancy-chart" caption={t('earningsUi.chartOccupancy')}>
          <BarChart
            h={Math.max(120, 40 * occupancyRows.length)}
            data={occupancyRows}
            dataKey="site"
            orientation="vertical"
            accessibilityLayer={false}
            yAxisProps={{ width: 200 }}
            xAxisProps={{ domain: [0, 100] }}
            unit="%"
            series={[{ name: 'occupancy', label: t('earningsUi.occupancy'), color: 'teal.8' }]}
          />
        </ChartFigure>
      )}

      <Table.ScrollContainer minWidth={560}>
        <Table striped data-testid="earnings-occupancy">
          <Table.Caption>{t('earningsUi.bySite', range)}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('earningsUi.site')}</Table.Th>
              <Table.Th scope="col">{t('earningsUi.property')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('earningsUi.nightsSold')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('earningsUi.nightsOffered')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('earningsUi.occupancy')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.sites.map((s) => {
              const percent = occupancyPercent(s);
              return (
                <Table.Tr key={s.siteId}>
                  <Table.Th scope="row">{s.siteName}</Table.Th>
                  <Table.Td>{s.locationName}</Table.Td>
                  <Table.Td ta="right">{s.nightsSold}</Table.Td>
                  <Table.Td ta="right">{s.nightsOffered}</Table.Td>
                  <Table.Td ta="right">
                    {percent === null ? t('earningsUi.notOffered') : t('earningsUi.percent', { percent })}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
