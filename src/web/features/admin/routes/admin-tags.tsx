import { Container, NativeSelect, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { TAG_GROUPS } from '../../../../domain/constants';
import { createTagBodySchema } from '../../../../domain/schemas/tags';
import { Field, Form, FormActions, FormErrorList, SubmitButton } from '../../../components/form/form';
import { QueryTable } from '../../../components/query-table';
import { usePageTitle } from '../../../components/use-page-title';
import { ApiError, errorMessage } from '../../../lib/api';
import { hasText, translate, useTranslation } from '../../../lib/i18n';
import { notifyDanger, notifySuccess } from '../../../lib/notify';
import { useTags } from '../../../lib/queries/get-tags';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateTag } from '../api/create-tag';

const EMPTY = { label: '', name: '', group: '' };
const FIELDS = ['label', 'name', 'group'] as const;

/** A status the catalogue knows by its words, any other as the server sent it. */
function statusText(status: string): string {
  const key = `adminTags.statuses.${status}`;
  return hasText(key) ? translate(key) : status;
}

/** The add form (spec section 2, admin screens): the domain's rules before sending, the server's after. */
function AddTagForm() {
  const { t } = useTranslation();
  const form = useZodForm(createTagBodySchema, EMPTY);
  const create = useCreateTag();
  const submit = form.onSubmit(async (body) => {
    try {
      const tag = await create.mutateAsync(body);
      notifySuccess({ title: t('tags.created'), message: tag.label });
      form.reset(EMPTY);
    } catch (error) {
      const message = errorMessage(error);
      notifyDanger({ title: t('tags.createFailed'), message });
      const field = error instanceof ApiError ? FIELDS.find((f) => f === error.field) : undefined;
      if (field) form.setFieldError(field, message);
      else form.setFormError({ title: t('tags.createFailed'), message });
    }
  });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="add-tag-title">
      <Title order={2} size="h3" id="add-tag-title" mb="sm">
        {t('adminTags.addTitle')}
      </Title>
      <Form label={t('adminTags.addForm')} onSubmit={submit}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Field
            form={form}
            name="label"
            label={t('adminTags.label')}
            description={t('adminTags.labelHint')}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
          />
          <Field
            form={form}
            name="name"
            label={t('adminTags.name')}
            description={t('adminTags.nameHint')}
            autoComplete="off"
          />
          <NativeSelect
            name="group"
            label={t('adminTags.group')}
            value={form.values.group}
            onChange={(event) => form.setValue('group', event.currentTarget.value)}
            error={form.errors.group}
            data={[
              { value: '', label: t('adminTags.chooseGroup') },
              ...TAG_GROUPS.map((group) => ({ value: group, label: t(`adminTags.groups.${group}`) })),
            ]}
          />
        </SimpleGrid>
        <FormErrorList errors={[form.formError]} />
        <FormActions>
          <SubmitButton pending={create.isPending}>{t('adminTags.add')}</SubmitButton>
        </FormActions>
      </Form>
    </Paper>
  );
}

/** /admin/tags: inside RequirePermission('tags:manage') and the admin bar (src/web/app/router.tsx). */
export default function AdminTagsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('adminTags.title'));
  const tags = useTags();
  return (
    <Container size="lg" py={48}>
      <Stack gap="lg">
        <Title order={1}>{t('adminTags.title')}</Title>
        <AddTagForm />
        {/* Four short columns: on a phone the table scrolls sideways inside its box, the page does not. */}
        <QueryTable
          query={tags}
          items={tags.data ?? []}
          loadFailed={t('adminTags.loadFailed')}
          none={t('adminTags.none')}
          caption={t('adminTags.caption', { count: tags.data?.length ?? 0 })}
          minWidth={520}
          page
          highlightOnHover
          testId="tags-table"
          columns={[t('adminTags.label'), t('adminTags.name'), t('adminTags.group'), t('adminTags.status')]}
          row={(tag) => (
            <Table.Tr key={tag.id}>
              <Table.Th scope="row" fw={400}>
                <Text component="code" ff="monospace" size="sm">
                  {tag.label}
                </Text>
              </Table.Th>
              <Table.Td>{tag.name}</Table.Td>
              <Table.Td>{t(`adminTags.groups.${tag.group}`)}</Table.Td>
              <Table.Td>{statusText(tag.status)}</Table.Td>
            </Table.Tr>
          )}
        />
      </Stack>
    </Container>
  );
}
