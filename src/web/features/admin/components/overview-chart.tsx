import { Anchor, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { formatDisplayDate } from '../../../../domain/dates';
import type { OverviewDay, OverviewFigure } from '../../../../domain/schemas/admin-overview';
import { useTranslation } from '../../../lib/i18n';
import classes from './overview-chart.module.css';

// The drawing's own units: the SVG stretches to its card, so only the proportions matter.
const WIDTH = 300;
const HEIGHT = 100;
const BAR_SHARE = 0.7;

type Bar = { date: string; value: number; x: number; y: number; width: number; height: number };

/** One bar per day, scaled so the tallest fills the height; negative days hang below a baseline. */
function layoutBars(days: OverviewDay[], figure: OverviewFigure): { bars: Bar[]; baseline: number } {
  const values = days.map((d) => d[figure]);
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const range = top - bottom;
  // With nothing at all the baseline sits at the bottom, where an empty chart's floor belongs.
  const baseline = range === 0 ? HEIGHT : (top / range) * HEIGHT;
  const slot = WIDTH / Math.max(1, days.length);
  const bars = days.map((d, i) => {
    const value = d[figure];
    // A day with something stays visible however small it is beside the tallest.
    const height = value === 0 ? 0 : Math.max(1, (Math.abs(value) / range) * HEIGHT);
    return {
      date: d.date,
      value,
      x: i * slot + (slot * (1 - BAR_SHARE)) / 2,
      y: value >= 0 ? baseline - height : baseline,
      width: slot * BAR_SHARE,
      height,
    };
  });
  return { bars, baseline };
}

/**
 * One figure of the overview as a card: its title, its 30-day total as the headline, a bar per
 * day drawn in plain SVG, and the link to the list behind it. The drawing is hidden from assistive
 * technology; a visually hidden table reads out the same daily values.
 */
export function OverviewChart({
  figure,
  days,
  total,
  format,
  href,
}: {
  figure: OverviewFigure;
  days: OverviewDay[];
  total: number;
  format: (value: number) => string;
  href: string;
}) {
  const { t } = useTranslation();
  const { bars, baseline } = layoutBars(days, figure);
  const title = t(`admin.overview.figures.${figure}.title`);
  const titleId = `overview-${figure}-title`;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="figure"
      aria-labelledby={titleId}
      className={classes.card}
    >
      <figcaption>
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
      </figcaption>
      <div>
        <Text component="p" className={classes.total} data-testid="overview-total">
          {format(total)}
        </Text>
        <Text component="p" size="sm" c="gray.7">
          {t('admin.overview.total')} · {t(`admin.overview.figures.${figure}.hint`)}
        </Text>
      </div>
      <svg
        className={classes.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        {bars.map((bar) => (
          <rect
            key={bar.date}
            className={bar.value < 0 ? classes.negative : classes.bar}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
          >
            <title>{`${formatDisplayDate(bar.date)}: ${format(bar.value)}`}</title>
          </rect>
        ))}
        <line className={classes.baseline} x1={0} x2={WIDTH} y1={baseline} y2={baseline} />
      </svg>
      {days.length > 0 && (
        <div className={classes.axis} aria-hidden="true">
          <span>{formatDisplayDate(days[0]!.date)}</span>
          <span>{formatDisplayDate(days[days.length - 1]!.date)}</span>
        </div>
      )}
      <VisuallyHidden>
        <Table>
          <caption>{t('admin.overview.dailyValues', { figure: title })}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('admin.overview.day')}</Table.Th>
              <Table.Th scope="col">{title}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((d) => (
              <Table.Tr key={d.date}>
                <Table.Th scope="row">{formatDisplayDate(d.date)}</Table.Th>
                <Table.Td>{format(d[figure])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
      <Anchor component={Link} to={href} className={classes.link}>
        {t(`admin.overview.figures.${figure}.link`)}
      </Anchor>
    </Paper>
  );
}
