import {
  Anchor,
  Badge,
  Container,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { CONTENT_KINDS, contentSlugSchema, type ContentKind } from '../../../../domain/schemas/content-admin';
import { Field, Form, FormActions, SubmitButton } from '../../../components/form/form';
import { QueryTable } from '../../../components/query-table';
import { usePageTitle } from '../../../components/use-page-title';
import { LANGUAGE_NAMES, useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useZodForm } from '../../../lib/use-zod-form';
import { useContentList } from '../api/content-list';
import { formatSavedAt } from '../components/content-editor/versions-panel';

const newDocSchema = z.object({ kind: z.enum(CONTENT_KINDS), slug: contentSlugSchema });

/** Starts a document that does not exist yet: its kind and address, then the editor. */
function NewDocumentForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(newDocSchema, { kind: 'page', slug: '' });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="new-content-title">
      <Title order={2} size="h3" id="new-content-title" mb="sm">
        {t('contentEditor.create.title')}
      </Title>
      <Form
        label={t('contentEditor.create.form')}
        onSubmit={form.onSubmit(({ kind, slug }) => void navigate(paths.adminContentDoc.href(kind, slug)))}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label={t('contentEditor.create.kind')}
            {...form.textInput('kind')}
            onChange={(event) => form.setValue('kind', event.currentTarget.value)}
            data={CONTENT_KINDS.map((kind) => ({ value: kind, label: t(`contentEditor.kinds.${kind}`) }))}
          />
          <Field
            form={form}
            name="slug"
            label={t('contentEditor.create.slug')}
            description={t('contentEditor.create.slugHint')}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
          />
        </SimpleGrid>
        <FormActions>
          <SubmitButton pending={false}>{t('contentEditor.create.submit')}</SubmitButton>
        </FormActions>
      </Form>
    </Paper>
  );
}

/**
 * /admin/content (decision 024): every page (per language), collection page and widget, each
 * opening its editor, and a form to start a new one. Inside RequirePermission('content:edit').
 */
export default function AdminContentRoute() {
  const { t } = useTranslation();
  usePageTitle(t('contentEditor.list.title'));
  const list = useContentList();
  return (
    <Container size="xl" py={48}>
      <Stack gap="lg">
        <Title order={1}>{t('contentEditor.list.title')}</Title>
        <Text>{t('contentEditor.list.intro')}</Text>
        <NewDocumentForm />
        <QueryTable
          query={list}
          items={list.data?.items ?? []}
          loadFailed={t('contentEditor.list.loadFailed')}
          none={t('contentEditor.list.none')}
          minWidth={640}
          page
          columns={[
            t('contentEditor.list.name'),
            t('contentEditor.list.kind'),
            t('contentEditor.list.slug'),
            t('contentEditor.list.language'),
            t('contentEditor.list.updated'),
            t('contentEditor.list.status'),
          ]}
          row={(item) => (
            <Table.Tr key={`${item.kind}/${item.slug}/${item.language}`}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={paths.adminContentDoc.href(item.kind, item.slug, item.language)}
                  aria-label={t('contentEditor.list.edit', {
                    title: item.title || item.slug,
                    language: LANGUAGE_NAMES[item.language],
                  })}
                >
                  {item.title || item.slug}
                </Anchor>
              </Table.Td>
              <Table.Td>{t(`contentEditor.kinds.${item.kind as ContentKind}`)}</Table.Td>
              <Table.Td>{item.slug}</Table.Td>
              <Table.Td lang={item.language}>{LANGUAGE_NAMES[item.language]}</Table.Td>
              <Table.Td>
                <time dateTime={item.updatedAt}>{formatSavedAt(item.updatedAt)}</time>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={item.published ? 'stopover' : 'gray'} c="dark">
                  {t(item.published ? 'contentEditor.list.published' : 'contentEditor.list.draftOnly')}
                </Badge>
              </Table.Td>
            </Table.Tr>
          )}
        />
      </Stack>
    </Container>
  );
}
