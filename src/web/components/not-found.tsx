import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { paths } from '../lib/paths';
import { usePageTitle } from './use-page-title';

export function NotFound() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text size="lg">{t('notFound.text')}</Text>
        <Button component={Link} to={paths.home.href()}>
          {t('common.notFound.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
