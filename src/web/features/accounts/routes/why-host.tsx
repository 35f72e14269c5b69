import { Loading } from '../../../components/page-loader';
import {
  Box,
  Button,
  Container,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { todayInAuckland, formatDisplayDate } from '../../../../domain/dates';
import { DEFAULT_PLATFORM_FEE_PERCENT } from '../../../../domain/fees';
import { formatCents } from '../../../lib/money';
import { nextPayoutDate } from '../../../../domain/payouts';
import { canCreateProperty } from '../../../../domain/roles';
import { usePageTitle } from '../../../components/use-page-title';
import { paths } from '../../../lib/paths';
import { useConfig } from '../../../lib/queries/get-config';
import { useViewer } from '../../../lib/session';
import { earningsExample } from '../lib/why-host';
import classes from '../components/why-host.module.css';

const REASONS = ['land', 'control', 'guests', 'reviews', 'kinds'] as const;
const PAYOUT_STEPS = ['advance', 'provider', 'monthly', 'track'] as const;

/** Become a Host for most; someone who may already create properties goes straight to the form. */
function CallToAction({ size = 'md', variant }: { size?: 'md' | 'lg'; variant?: 'white' }) {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const creates = canCreateProperty(viewer);
  return (
    <Button
      component={Link}
      to={creates ? paths.createProperty.href() : paths.becomeAHost.href()}
      size={size}
      variant={variant ?? 'filled'}
    >
      {creates ? t('whyHost.createProperty') : t('whyHost.becomeAHost')}
    </Button>
  );
}

/** The worked example, with the deployment's own fee (GET /v1/config). */
function Earnings() {
  const { t } = useTranslation();
  const config = useConfig();
  const percent = config.data?.platformFeePercent ?? (config.isError ? DEFAULT_PLATFORM_FEE_PERCENT : null);
  if (percent === null) return <Loading />;
  const example = earningsExample(percent);
  const price = formatCents(example.priceCents);
  return (
    <Stack gap="md">
      <Text>{t('whyHost.earnings.intro', { percent })}</Text>
      <Text>
        {t('whyHost.earnings.example', { sites: example.sites, price, nights: example.nightsPerSite })}
      </Text>
      <Table maw={560} data-testid="earnings-example">
        <Table.Caption>{t('whyHost.earnings.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('whyHost.earnings.item')}</Table.Th>
            <Table.Th scope="col" className={classes.amount}>
              {t('whyHost.earnings.amount')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row" fw={400}>
              {t('whyHost.earnings.guestsPay', { count: example.nights, price })}
            </Table.Th>
            <Table.Td className={classes.amount}>{formatCents(example.total)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row" fw={400}>
              {t('whyHost.earnings.fee', { percent })}
            </Table.Th>
            <Table.Td className={classes.amount}>{formatCents(-example.fee)}</Table.Td>
          </Table.Tr>
          <Table.Tr className={classes.total}>
            <Table.Th scope="row">{t('whyHost.earnings.youReceive')}</Table.Th>
            <Table.Td className={classes.amount}>{formatCents(example.payout)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        {t('whyHost.earnings.note')}
      </Text>
    </Stack>
  );
}

/**
 * /why-host (spec section 2): why to host on Stopover, what it earns and how payouts work, and a
 * Become a Host call to action. Full width, without the content pages' Help side menu.
 */
export default function WhyHostRoute() {
  const { t } = useTranslation();
  usePageTitle(t('whyHost.pageTitle'));
  const nextPayout = formatDisplayDate(nextPayoutDate(todayInAuckland()));

  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg">
          <Stack gap="lg" align="flex-start">
            <Title order={1}>{t('whyHost.hero.title')}</Title>
            <Text className={classes.heroText}>{t('whyHost.hero.text')}</Text>
            <CallToAction size="lg" variant="white" />
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py={56}>
        <Stack gap={56}>
          <Stack component="section" gap="lg" aria-labelledby="why-host-reasons">
            <Title order={2} id="why-host-reasons">
              {t('whyHost.why.title')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {REASONS.map((reason) => (
                <Paper key={reason} withBorder p="lg" radius="md">
                  <Stack gap="xs">
                    <Title order={3} size="h4">
                      {t(`whyHost.why.reasons.${reason}.title`)}
                    </Title>
                    <Text>{t(`whyHost.why.reasons.${reason}.text`)}</Text>
                  </Stack>
                </Paper>
              ))}
            </SimpleGrid>
          </Stack>

          <Stack component="section" gap="lg" aria-labelledby="why-host-earnings">
            <Title order={2} id="why-host-earnings">
              {t('whyHost.earnings.title')}
            </Title>
            <Earnings />
          </Stack>

          <Stack component="section" gap="lg" aria-labelledby="why-host-payouts">
            <Title order={2} id="why-host-payouts">
              {t('whyHost.payouts.title')}
            </Title>
            <List
              type="ordered"
              spacing="lg"
              listStyleType="none"
              p={0}
              icon={null}
              styles={{ itemWrapper: { alignItems: 'flex-start' } }}
            >
              {PAYOUT_STEPS.map((step, index) => (
                <List.Item
                  key={step}
                  icon={
                    <ThemeIcon radius="xl" size={32} aria-hidden>
                      {index + 1}
                    </ThemeIcon>
                  }
                >
                  <Stack gap={2}>
                    <Title order={3} size="h4">
                      {t(`whyHost.payouts.steps.${step}.title`)}
                    </Title>
                    <Text>{t(`whyHost.payouts.steps.${step}.text`, { date: nextPayout })}</Text>
                  </Stack>
                </List.Item>
              ))}
            </List>
          </Stack>

          <CallToActionPanel />
        </Stack>
      </Container>
    </>
  );
}

function CallToActionPanel() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  return (
    <Paper component="section" withBorder p="xl" radius="lg" bg="gray.0" aria-labelledby="why-host-cta">
      <Stack gap="md" align="flex-start">
        <Title order={2} id="why-host-cta">
          {t('whyHost.cta.title')}
        </Title>
        <Text>{canCreateProperty(viewer) ? t('whyHost.cta.hostText') : t('whyHost.cta.text')}</Text>
        <CallToAction size="lg" />
      </Stack>
    </Paper>
  );
}
