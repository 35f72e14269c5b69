import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from '../../domain/errors';
import { paths } from '../lib/paths';
import { usePageTitle } from './use-page-title';

export function NotFound() {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{NOT_FOUND_TITLE}</Title>
        <Text size="lg">{NOT_FOUND_TEXT}</Text>
        <Button component={Link} to={paths.home.href()}>
          Back to the home page
        </Button>
      </Stack>
    </Container>
  );
}
