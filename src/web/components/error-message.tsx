import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../lib/i18n';

/** A dynamic import fails when a new release replaced the old files; reloading fetches the new ones. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

export function ErrorMessage({ error }: { error?: unknown }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <Container size="sm" py={64}>
      <Stack gap="md" role="alert">
        <Title order={1}>{t('common.errorMessage.title')}</Title>
        <Text>{t(chunk ? 'common.errorMessage.newVersion' : 'common.errorMessage.generic')}</Text>
        <div>
          <Button onClick={() => window.location.reload()}>{t('common.errorMessage.reload')}</Button>
        </div>
      </Stack>
    </Container>
  );
}
