import type { ReactNode } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { paths } from '../lib/paths';
import { usePageTitle } from './use-page-title';

/** For screens that later issues build; says so plainly instead of a dead end. */
export function PlaceholderPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{title}</Title>
        <Text size="lg">{children}</Text>
        <Button component={Link} to={paths.locations.href()}>
          {t('layout.nav.whereCanIStay')}
        </Button>
      </Stack>
    </Container>
  );
}
