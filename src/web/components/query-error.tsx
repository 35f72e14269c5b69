import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { isNotFound } from '../lib/api';
import { NotFound } from './not-found';

/** What a page shows when its main fetch failed: not-found for a 404, otherwise the message and a retry. */
export function QueryError({
  error,
  onRetry,
  title = 'This page could not be loaded',
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  if (isNotFound(error)) return <NotFound />;
  const message = error instanceof Error ? error.message : 'Please try again.';
  return (
    <Container size="sm" py={48}>
      <Alert color="red" title={title} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{message}</Text>
          {onRetry && (
            <Button variant="default" onClick={onRetry}>
              Try again
            </Button>
          )}
        </Stack>
      </Alert>
    </Container>
  );
}
