import { Badge, Button, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { formatDisplayDate } from '../../../../domain/dates';
import { formatCents } from '../../../lib/money';
import type { CampaignDto } from '../../../../domain/schemas/campaigns';
import { hasText, translate, useTranslation, type t as translateKey } from '../../../lib/i18n';
import { useUpdateCampaign } from '../api/campaign-update';
import { errorMessage } from '../../../lib/api';
import { notifyDanger, notifySuccess } from '../../../lib/notify';

/** Spec section 9: 25 campaigns a page, and 5 page buttons. */
export const CAMPAIGN_PAGE_SIZE = 25;
const PAGE_BUTTONS = 5;

/** The 5 pages around `page` (fewer when there are fewer pages), kept within 1..pages. */
export function pageWindow(page: number, pages: number): number[] {
  const first = Math.max(1, Math.min(page - Math.floor(PAGE_BUTTONS / 2), pages - PAGE_BUTTONS + 1));
  const last = Math.min(pages, first + PAGE_BUTTONS - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

function statusText(status: string): string {
  const key = `campaignsUi.statuses.${status}`;
  return hasText(key) ? translate(key) : status;
}

/** What the code gives, in words: its credit, or its discount and where it applies. */
function gives(c: CampaignDto, t: typeof translateKey): string {
  if (c.type === 'Credit') return t('campaignsUi.gives.credit', { amount: formatCents(c.creditAmount ?? 0) });
  const base = t('campaignsUi.gives.discount', {
    percent: c.percentageDiscount ?? 0,
    count: c.numberOfNights ?? 0,
  });
  if (c.type === 'SiteDiscount') {
    return `${base} ${t('campaignsUi.gives.atSite', { site: c.siteName ?? '', property: c.locationName ?? '' })}`;
  }
  if (c.type === 'TourDiscount') {
    return `${base} ${t('campaignsUi.gives.inCollection', { collection: c.collectionSlug ?? '' })}`;
  }
  return base;
}

function CampaignRow({
  campaign: c,
  onChangeUntil,
  onDelete,
}: {
  campaign: CampaignDto;
  onChangeUntil: (c: CampaignDto) => void;
  onDelete: (c: CampaignDto) => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateCampaign();
  const deleted = c.status === 'deleted';
  const nextStatus = c.status === 'active' ? 'inactive' : 'active';
  const toggle = async () => {
    try {
      await update.mutateAsync({ id: c.id, status: nextStatus });
      notifySuccess({ title: t('campaignsUi.notices.updated'), message: c.code });
    } catch (error) {
      notifyDanger({ title: t('campaignsUi.notices.updateFailed'), message: errorMessage(error) });
    }
  };
  return (
    <Table.Tr data-testid={`campaign-${c.code}`}>
      <Table.Th scope="row" fw={600}>
        <Text component="code" ff="monospace" size="sm">
          {c.code}
        </Text>
      </Table.Th>
      <Table.Td>{t(`campaignsUi.types.${c.type}`)}</Table.Td>
      <Table.Td>
        <Text size="sm">{gives(c, t)}</Text>
        {c.userEmail && (
          <Text size="xs" c="dimmed">
            {t('campaignsUi.table.onlyFor', { email: c.userEmail })}
          </Text>
        )}
        {c.affiliateEmail && (
          <Text size="xs" c="dimmed">
            {t('campaignsUi.table.affiliate', { email: c.affiliateEmail })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {c.validUntil
          ? t('campaignsUi.table.fromUntil', {
              from: formatDisplayDate(c.validFrom),
              until: formatDisplayDate(c.validUntil),
            })
          : t('campaignsUi.table.from', { from: formatDisplayDate(c.validFrom) })}
      </Table.Td>
      <Table.Td>
        {c.maximumRedeemCount === null
          ? t('campaignsUi.table.redeemedNoLimit', { count: c.redeemCount })
          : t('campaignsUi.table.redeemedOf', { count: c.redeemCount, maximum: c.maximumRedeemCount })}
      </Table.Td>
      <Table.Td>
        <Badge color={c.status === 'active' ? 'stopover' : 'gray'} variant="light">
          {statusText(c.status)}
        </Badge>
      </Table.Td>
      <Table.Td>
        {!deleted && (
          <Group gap={6} wrap="nowrap">
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => onChangeUntil(c)}
              aria-label={t('campaignsUi.actions.changeUntilOf', { code: c.code })}
            >
              {t('campaignsUi.actions.changeUntil')}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              loading={update.isPending}
              onClick={() => void toggle()}
              aria-label={t(
                nextStatus === 'active'
                  ? 'campaignsUi.actions.activateOf'
                  : 'campaignsUi.actions.deactivateOf',
                { code: c.code },
              )}
            >
              {t(nextStatus === 'active' ? 'campaignsUi.actions.activate' : 'campaignsUi.actions.deactivate')}
            </Button>
            <Button
              size="compact-sm"
              color="red"
              variant="light"
              onClick={() => onDelete(c)}
              aria-label={t('campaignsUi.actions.deleteOf', { code: c.code })}
            >
              {t('campaignsUi.actions.delete')}
            </Button>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** One page of the campaigns and the page buttons under it. */
export function CampaignTable({
  campaigns,
  page,
  onPage,
  onChangeUntil,
  onDelete,
}: {
  campaigns: CampaignDto[];
  page: number;
  onPage: (page: number) => void;
  onChangeUntil: (c: CampaignDto) => void;
  onDelete: (c: CampaignDto) => void;
}) {
  const { t } = useTranslation();
  if (campaigns.length === 0) return <Text c="dimmed">{t('campaignsUi.table.none')}</Text>;
  const pages = Math.ceil(campaigns.length / CAMPAIGN_PAGE_SIZE);
  const shown = campaigns.slice((page - 1) * CAMPAIGN_PAGE_SIZE, page * CAMPAIGN_PAGE_SIZE);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover data-testid="campaigns-table">
          <Table.Caption>
            {t('campaignsUi.table.captionPage', {
              shown: t('campaignsUi.table.caption', { count: campaigns.length }),
              page,
              pages,
            })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('campaignsUi.table.code')}</Table.Th>
              <Table.Th scope="col">{t('campaignsUi.table.type')}</Table.Th>
              <Table.Th scope="col">{t('campaignsUi.table.gives')}</Table.Th>
              <Table.Th scope="col">{t('campaignsUi.table.valid')}</Table.Th>
              <Table.Th scope="col">{t('campaignsUi.table.redeemed')}</Table.Th>
              <Table.Th scope="col">{t('campaignsUi.table.status')}</Table.Th>
              <Table.Th scope="col">{t('campaignsUi.table.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((c) => (
              <CampaignRow key={c.id} campaign={c} onChangeUntil={onChangeUntil} onDelete={onDelete} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Pagination.Root total={pages} value={page} onChange={onPage}>
          <Group gap={6} justify="center" component="nav" aria-label={t('campaignsUi.table.pages')}>
            <Pagination.Previous aria-label={t('campaignsUi.table.previous')} />
            {pageWindow(page, pages).map((n) => (
              <Pagination.Control
                key={n}
                active={n === page}
                onClick={() => onPage(n)}
                aria-label={t('campaignsUi.table.page', { page: n })}
                aria-current={n === page ? 'page' : undefined}
              >
                {n}
              </Pagination.Control>
            ))}
            <Pagination.Next aria-label={t('campaignsUi.table.next')} />
          </Group>
        </Pagination.Root>
      )}
    </Stack>
  );
}
