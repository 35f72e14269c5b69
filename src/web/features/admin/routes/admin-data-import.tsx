import { Alert, Button, Container, FileInput, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { inBatches, locationsFromFile, planPhotos, type FileProblem } from '../../../../domain/data-import';
import { MAX_IMPORT_IMAGE_ITEMS, type ImportReport } from '../../../../domain/schemas/data-import';
import { usePageTitle } from '../../../components/use-page-title';
import { errorCode, errorMessage } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { IMAGE_ACCEPT } from '../../../lib/upload-images';
import { useAttachImportPhotos } from '../api/import-attach-photos';
import { useImportLocations } from '../api/import-locations';
import { useUploadImportPhotos } from '../api/import-upload-photos';
import { DataImportFormat } from '../components/data-import-format';
import { ImportReportTable } from '../components/import-report-table';

/** Whether this browser can read a picked file (spec section 8: "file API unsupported"). */
const fileApiSupported = () =>
  typeof window !== 'undefined' &&
  typeof window.File === 'function' &&
  typeof window.FileReader === 'function' &&
  typeof Blob === 'function' &&
  typeof Blob.prototype.text === 'function';

type Done = {
  report: ImportReport;
  rowNumbers: number[];
  names: (string | null)[];
  photos: { uploaded: number; places: number; missing: string[] };
};

const nameOf = (location: unknown): string | null => {
  const name = (location as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : null;
};

/**
 * /admin/dataimport (inside RequirePermission('import:run')): a CSV or JSON file of locations and,
 * optionally, their photos. Load reads the file here, sends its locations (POST /v1/locations/many),
 * uploads the photos of the places that have none yet in batches of 100 (the last takes the rest),
 * puts them on the places, then shows the report.
 */
export default function AdminDataImportRoute() {
  const { t } = useTranslation();
  usePageTitle(t('dataImportUi.title'));
  const [file, setFile] = useState<File | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [alert, setAlert] = useState<string | null>(() =>
    fileApiSupported() ? null : t('dataImportUi.fileApiUnsupported'),
  );
  const [progress, setProgress] = useState<{ value: number; label: string } | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const importLocations = useImportLocations();
  const uploadPhotos = useUploadImportPhotos();
  const attachPhotos = useAttachImportPhotos();
  const running = progress !== null && progress.value < 100;

  const fileProblemText = (problem: FileProblem) =>
    t(`dataImportUi.fileProblems.${problem.code}`, 'column' in problem ? { column: problem.column } : {});

  async function load() {
    setDone(null);
    if (!fileApiSupported()) return setAlert(t('dataImportUi.fileApiUnsupported'));
    if (!file) return setAlert(t('dataImportUi.noFile'));
    setAlert(null);
    setProgress({ value: 5, label: t('dataImportUi.steps.reading') });
    const parsed = locationsFromFile(file.name, await file.text());
    if (!parsed.ok) {
      setProgress(null);
      return setAlert(fileProblemText(parsed.problem));
    }
    try {
      setProgress({
        value: 15,
        label: t('dataImportUi.steps.locations', { count: parsed.locations.length }),
      });
      const report = await importLocations.mutateAsync(parsed.locations);

      const plan = planPhotos(parsed.locations, report.rows, photos);
      const batches = inBatches(plan.files);
      const calls = inBatches(plan.items, MAX_IMPORT_IMAGE_ITEMS);
      const steps = batches.length + calls.length;
      const urlByName = new Map<string, string>();
      for (const [i, batch] of batches.entries()) {
        setProgress({
          value: 50 + (50 * i) / steps,
          label: t('dataImportUi.steps.photos', { batch: i + 1, batches: batches.length }),
        });
        const uploaded = await uploadPhotos.mutateAsync(batch);
        batch.forEach((f, k) => urlByName.set(f.name, uploaded[k]!.url));
      }
      let places = 0;
      for (const [i, call] of calls.entries()) {
        setProgress({
          value: 50 + (50 * (batches.length + i)) / steps,
          label: t('dataImportUi.steps.attaching'),
        });
        const result = await attachPhotos.mutateAsync(
          call.map((item) => ({
            foreignKey: item.foreignKey,
            images: item.names.map((n) => urlByName.get(n)!),
          })),
        );
        places += result.items.filter((r) => r.outcome !== 'refused').length;
      }
      setProgress({ value: 100, label: t('dataImportUi.steps.done') });
      setDone({
        report,
        rowNumbers: parsed.rowNumbers,
        names: parsed.locations.map(nameOf),
        photos: { uploaded: plan.files.length, places, missing: plan.missing.map((m) => m.name) },
      });
    } catch (error) {
      setProgress(null);
      setAlert(
        errorCode(error) === 'http.network'
          ? t('dataImportUi.networkError')
          : t('dataImportUi.failed', { message: errorMessage(error) }),
      );
    }
  }

  return (
    <Container size="lg" py={48}>
      <Stack gap="lg">
        <Title order={1}>{t('dataImportUi.title')}</Title>
        <Text>{t('dataImportUi.intro')}</Text>
        <DataImportFormat />
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="import-load-title">
          <Stack gap="sm">
            <Title order={2} size="h3" id="import-load-title">
              {t('dataImportUi.load')}
            </Title>
            <FileInput
              name="locationsFile"
              label={t('dataImportUi.fileLabel')}
              description={t('dataImportUi.fileHint')}
              accept=".csv,.json,text/csv,application/json"
              value={file}
              onChange={setFile}
              clearable
              clearButtonProps={{ 'aria-label': t('dataImportUi.clearFile') }}
            />
            <FileInput
              name="photoFiles"
              label={t('dataImportUi.imagesLabel')}
              description={t('dataImportUi.imagesHint')}
              accept={IMAGE_ACCEPT}
              multiple
              value={photos}
              onChange={setPhotos}
              clearable
              clearButtonProps={{ 'aria-label': t('dataImportUi.clearImages') }}
            />
            {alert && (
              <Alert color="red" variant="light">
                {alert}
              </Alert>
            )}
            <div>
              <Button onClick={() => void load()} loading={running}>
                {t('dataImportUi.load')}
              </Button>
            </div>
            {progress && (
              <Stack gap={4}>
                <Progress
                  value={progress.value}
                  aria-label={t('dataImportUi.progressLabel')}
                  animated={running}
                />
                <Text size="sm" aria-live="polite">
                  {progress.label}
                </Text>
              </Stack>
            )}
          </Stack>
        </Paper>
        {done && (
          <Stack gap="sm" component="section" aria-labelledby="import-report-title">
            <Title order={2} size="h3" id="import-report-title">
              {t('dataImportUi.reportTitle')}
            </Title>
            <Text data-testid="import-summary">{t('dataImportUi.summary', done.report.counts)}</Text>
            <Text size="sm">
              {t('dataImportUi.photosSummary', {
                uploaded: done.photos.uploaded,
                places: done.photos.places,
              })}
            </Text>
            {done.photos.missing.length > 0 && (
              <Text size="sm" c="orange.9">
                {t('dataImportUi.missingPhotos', { names: done.photos.missing.join(', ') })}
              </Text>
            )}
            <ImportReportTable rows={done.report.rows} rowNumbers={done.rowNumbers} names={done.names} />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
