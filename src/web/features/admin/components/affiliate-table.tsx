import { useState } from 'react';
import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Affiliate } from '../../../../domain/schemas/affiliates';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatCents } from '../../../lib/money';
import { errorMessage } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { notifyDanger, notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useRemoveAffiliate } from '../api/affiliate-remove';

/** The link that brings a visitor as this affiliate's referral (spec section 1). */
export const referralLink = (code: string) =>
  `${window.location.origin}/?affiliate=${encodeURIComponent(code)}`;

/** The affiliates: name, email, code, link, fee, nights and what is owed; remove with a confirm dialog. */
export function AffiliateTable({ affiliates }: { affiliates: Affiliate[] }) {
  const { t } = useTranslation();
  const remove = useRemoveAffiliate();
  const [removing, setRemoving] = useState<Affiliate | null>(null);
  const nameOf = (a: Affiliate) => a.name || a.email;
  if (affiliates.length === 0) return <Text c="dimmed">{t('affiliatesUi.list.none')}</Text>;
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        notifySuccess({
          title: t('affiliatesUi.remove.removed'),
          message: t('affiliatesUi.remove.removedText'),
        });
        setRemoving(null);
      },
      onError: (error) =>
        notifyDanger({ title: t('affiliatesUi.remove.failed'), message: errorMessage(error) }),
    });
  };
  return (
    <>
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover data-testid="affiliates-table">
          <Table.Caption>{t('affiliatesUi.list.caption', { count: affiliates.length })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('affiliatesUi.list.name')}</Table.Th>
              <Table.Th scope="col">{t('affiliatesUi.list.email')}</Table.Th>
              <Table.Th scope="col">{t('affiliatesUi.list.code')}</Table.Th>
              <Table.Th scope="col">{t('affiliatesUi.list.link')}</Table.Th>
              <Table.Th scope="col">{t('affiliatesUi.list.fee')}</Table.Th>
              <Table.Th scope="col">{t('affiliatesUi.list.nights')}</Table.Th>
              <Table.Th scope="col">{t('affiliatesUi.list.owed')}</Table.Th>
              <Table.Th scope="col">{t('affiliatesUi.list.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {affiliates.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Th scope="row" fw={400}>
                  {nameOf(a)}
                </Table.Th>
                <Table.Td>{a.email}</Table.Td>
                <Table.Td>
                  <Text component="code" ff="monospace" size="sm">
                    {a.referralCode}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ wordBreak: 'break-all' }}>
                    {referralLink(a.referralCode)}
                  </Text>
                </Table.Td>
                <Table.Td>{t('affiliatesUi.list.feeValue', { fee: a.feePercentage })}</Table.Td>
                <Table.Td>{a.nightsBrought}</Table.Td>
                <Table.Td>{formatCents(a.owedCents)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Anchor
                      component={Link}
                      to={paths.adminAffiliate.href(a.id)}
                      aria-label={t('affiliatesUi.list.bookingsOf', { name: nameOf(a) })}
                    >
                      {t('affiliatesUi.list.bookings')}
                    </Anchor>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => setRemoving(a)}
                      aria-label={t('affiliatesUi.list.removeOf', { name: nameOf(a) })}
                    >
                      {t('affiliatesUi.list.remove')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        opened={removing !== null}
        title={t('affiliatesUi.remove.title')}
        closeLabel={t('affiliatesUi.remove.close')}
        cancelLabel={t('affiliatesUi.remove.cancel')}
        confirmLabel={t('affiliatesUi.remove.confirm')}
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={confirmRemove}
      >
        {removing ? t('affiliatesUi.remove.text', { name: nameOf(removing) }) : ''}
      </ConfirmDialog>
    </>
  );
}
