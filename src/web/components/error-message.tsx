import { Button, Container, Stack, Text, Title } from '@mantine/core';

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
  const chunk = isChunkLoadError(error);
  return (
    <Container size="sm" py={64}>
      <Stack gap="md" role="alert">
        <Title order={1}>Something went wrong</Title>
        <Text>
          {chunk
            ? 'A newer version of Stopover is available, or the connection dropped while loading this page.'
            : 'Sorry, this page could not be shown. Please reload the page or try again in a moment.'}
        </Text>
        <div>
          <Button onClick={() => window.location.reload()}>Reload page</Button>
        </div>
      </Stack>
    </Container>
  );
}
