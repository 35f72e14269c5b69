import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { useTranslation } from '../lib/i18n';
import { isNotFound } from '../lib/api';
import { NotFound } from './not-found';

/** What a page shows when its main fetch failed: not-found for a 404, otherwise the message and a retry. */
export function QueryError({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  const { t } = useTranslation();
  if (isNotFound(error)) return <NotFound />;
  const message = error instanceof Error ? error.message : t('common.queryError.fallback');
  return (
    <Container size="sm" py={48}>
      <Alert color="red" title={title ?? t('common.queryError.title')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{message}</Text>
          {onRetry && (
            <Button variant="default" onClick={onRetry}>
              {t('common.tryAgain')}
            </Button>
          )}
        </Stack>
      </Alert>
    </Container>
  );
}
