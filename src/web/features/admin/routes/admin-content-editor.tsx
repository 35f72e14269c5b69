import { useState } from 'react';
import { Alert, Anchor, Container, Group, NativeSelect, Stack, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { LANGUAGES } from '../../../../domain/constants';
import type { Language } from '../../../../domain/messages';
import { CONTENT_KINDS, contentSlugSchema, type ContentKind } from '../../../../domain/schemas/content-admin';
import { NotFound } from '../../../components/not-found';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { isNotFound } from '../../../lib/api';
import { LANGUAGE_NAMES, useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useContentDocument, type DocRef } from '../api/content-document';
import { ContentEditor } from '../components/content-editor/content-editor';
import { stateOf } from '../components/content-editor/editor-state';
import { formatSavedAt, VersionsPanel } from '../components/content-editor/versions-panel';

const isKind = (value: string | undefined): value is ContentKind =>
  (CONTENT_KINDS as readonly string[]).includes(value ?? '');
const isLanguage = (value: string | null): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '');

/** Loads the document (or, for a language not written yet, the English one to start from) and opens the editor. */
function DocumentEditor({ doc }: { doc: DocRef }) {
  const { t } = useTranslation();
  const current = useContentDocument(doc);
  const english = useContentDocument({ ...doc, language: 'en' });
  // Bumped after a restore: the editor starts again from what is now published.
  const [generation, setGeneration] = useState(0);
  const missing = current.isError && isNotFound(current.error);
  if (current.isPending || (missing && doc.language !== 'en' && english.isPending)) return <PageLoader />;
  if (current.isError && !missing) {
    return (
      <QueryError
        error={current.error}
        onRetry={() => void current.refetch()}
        title={t('contentEditor.editor.loadFailed')}
      />
    );
  }
  const data = current.data;
  const fromEnglish =
    missing && doc.language !== 'en' && english.data?.published ? english.data.published : null;
  const document = data ? (data.draft?.document ?? data.published) : fromEnglish;
  const notice = data?.draft
    ? t('contentEditor.editor.showingDraft', { date: formatSavedAt(data.draft.createdAt) })
    : data
      ? t('contentEditor.editor.showingPublished')
      : fromEnglish
        ? t('contentEditor.editor.fromEnglish')
        : t('contentEditor.editor.isNew');
  return (
    <Stack gap="lg">
      <Alert color={data?.draft || !data ? 'yellow' : 'blue'} variant="light">
        {notice}
      </Alert>
      <ContentEditor key={generation} doc={doc} initial={stateOf(document ?? null)} />
      <VersionsPanel doc={doc} onRestored={() => setGeneration((g) => g + 1)} />
    </Stack>
  );
}

/**
 * /admin/content/{kind}/{slug}?language= (decision 024): one document's editor, with the language
 * picker for pages and its versions. Inside RequirePermission('content:edit').
 */
export default function AdminContentEditorRoute() {
  const { t } = useTranslation();
  const { kind, slug } = useParams();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('language');
  const language: Language = isLanguage(asked) ? asked : 'en';
  usePageTitle(slug ? t('contentEditor.editor.title', { slug }) : undefined);
  if (!isKind(kind) || !contentSlugSchema.safeParse(slug).success) return <NotFound />;
  const doc: DocRef = { kind, slug: slug!, language: kind === 'page' ? language : 'en' };
  return (
    <Container size="xl" py={48}>
      <Stack gap="lg">
        <Anchor component={Link} to={paths.adminContent.href()} w="fit-content">
          {t('contentEditor.editor.back')}
        </Anchor>
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{t('contentEditor.editor.title', { slug: doc.slug })}</Title>
          {kind === 'page' && (
            <NativeSelect
              label={t('contentEditor.editor.language')}
              value={doc.language}
              onChange={(event) =>
                setSearch(event.currentTarget.value === 'en' ? {} : { language: event.currentTarget.value })
              }
              data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
            />
          )}
        </Group>
        <DocumentEditor key={`${doc.kind}/${doc.slug}/${doc.language}`} doc={doc} />
      </Stack>
    </Container>
  );
}
