import { Anchor, List, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ImportReportRow } from '../../../../domain/schemas/data-import';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

/** The per-location report of an import: its number in the file, its key and name, what happened and why. */
export function ImportReportTable({
  rows,
  rowNumbers,
  names,
}: {
  rows: ImportReportRow[];
  /** Each location's number in the file (a CSV line, or a position in the JSON list). */
  rowNumbers: number[];
  names: (string | null)[];
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped data-testid="import-report">
        <Table.Caption>{t('dataImportUi.reportCaption', { count: rows.length })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('dataImportUi.row')}</Table.Th>
            <Table.Th scope="col">{t('dataImportUi.foreignKey')}</Table.Th>
            <Table.Th scope="col">{t('dataImportUi.name')}</Table.Th>
            <Table.Th scope="col">{t('dataImportUi.outcome')}</Table.Th>
            <Table.Th scope="col">{t('dataImportUi.errors')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const name = names[row.index] ?? '';
            return (
              <Table.Tr key={row.index} data-outcome={row.outcome}>
                <Table.Th scope="row" fw={400}>
                  {rowNumbers[row.index] ?? row.index + 1}
                </Table.Th>
                <Table.Td>
                  <Text component="code" ff="monospace" size="sm">
                    {row.foreignKey ?? ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {row.locationId !== null ? (
                    <Anchor component={Link} to={paths.location.href(row.locationId)}>
                      {name}
                    </Anchor>
                  ) : (
                    name
                  )}
                </Table.Td>
                <Table.Td>
                  <Text component="span" fw={700} size="sm">
                    {t(`dataImportUi.outcomes.${row.outcome}`)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {row.errors.length > 0 && (
                    <List size="sm" spacing={2}>
                      {row.errors.map((error, i) => (
                        <List.Item key={i}>
                          <Text component="span" fw={600} size="sm">
                            {error.field || t('dataImportUi.wholeRow')}
                          </Text>
                          : {error.message}
                        </List.Item>
                      ))}
                    </List>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
