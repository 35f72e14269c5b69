import { Anchor, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { CSV_COLUMNS, EXAMPLE_IMPORT_LOCATIONS, locationsToCsv } from '../../../../domain/data-import';
import { useTranslation } from '../../../lib/i18n';

/** A download link's address for a text file made in the browser (no server round trip). */
const dataUrl = (type: string, text: string) => `data:${type};charset=utf-8,${encodeURIComponent(text)}`;

/**
 * The file format in short (docs/data-import.md has it in full) and the example file, as CSV and as
 * JSON, both made from the one example the domain holds.
 */
export function DataImportFormat() {
  const { t } = useTranslation();
  const examples = useMemo(
    () => ({
      csv: dataUrl('text/csv', locationsToCsv(EXAMPLE_IMPORT_LOCATIONS)),
      json: dataUrl(
        'application/json',
        `${JSON.stringify({ locations: EXAMPLE_IMPORT_LOCATIONS }, null, 2)}\n`,
      ),
    }),
    [],
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="import-format-title">
      <Stack gap="xs">
        <Title order={2} size="h3" id="import-format-title">
          {t('dataImportUi.formatTitle')}
        </Title>
        <Text size="sm">{t('dataImportUi.formatCsv')}</Text>
        <Text size="sm">{t('dataImportUi.formatJson')}</Text>
        <Text size="sm">{t('dataImportUi.formatFields')}</Text>
        <Text size="sm" component="div">
          {t('dataImportUi.columnsLabel')}: <Code>{CSV_COLUMNS.join(',')}</Code>
        </Text>
        <Group gap="lg">
          <Anchor href={examples.csv} download="locations-example.csv" size="sm">
            {t('dataImportUi.exampleCsv')}
          </Anchor>
          <Anchor href={examples.json} download="locations-example.json" size="sm">
            {t('dataImportUi.exampleJson')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
