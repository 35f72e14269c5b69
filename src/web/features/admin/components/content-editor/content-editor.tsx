import { useRef, useState } from 'react';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Title,
} from '@mantine/core';
import { Field, Form, FormActions, FormErrorList, SubmitButton } from '../../../../components/form/form';
import { ApiError, errorMessage } from '../../../../lib/api';
import { focusFirstInvalid } from '../../../../lib/focus';
import { useTranslation } from '../../../../lib/i18n';
import { notifyDanger, notifySuccess } from '../../../../lib/notify';
import { useTags } from '../../../../lib/queries/get-tags';
import type { DocRef } from '../../api/content-document';
import { usePublishContent } from '../../api/content-publish';
import { useSaveContentDraft } from '../../api/content-save-draft';
import { BlocksList } from './blocks-list';
import { ContentPreview } from './content-preview';
import {
  documentOf,
  errorKey,
  nextId,
  validate,
  valuesForm,
  type EditorState,
  type Errors,
  type TopValues,
} from './editor-state';
import { ImageField } from './image-field';

const SLIDE_SIZES = ['300x600', '300x250', '728x90', '160x600'];

function Slides({
  state,
  errors,
  onChange,
}: {
  state: EditorState;
  errors: Errors;
  onChange: (s: EditorState) => void;
}) {
  const { t } = useTranslation();
  const set = (id: string, patch: Partial<{ size: string; url: string }>) =>
    onChange({ ...state, slides: state.slides.map((s) => (s.id === id ? { ...s, ...patch } : s)) });
  return (
    <Stack gap="xs" component="section" aria-labelledby="slides-title">
      <Title order={2} size="h3" id="slides-title">
        {t('contentEditor.slides.title')}
      </Title>
      {state.slides.map((slide, index) => {
        const form = valuesForm(
          { size: slide.size, url: slide.url },
          { url: errors[`${slide.id}.url`], size: errors[`${slide.id}.size`] },
          (name, value) => set(slide.id, { [name]: value }),
        );
        return (
          <Paper key={slide.id} withBorder p="sm" radius="md">
            <Group align="flex-start" wrap="nowrap">
              <NativeSelect
                label={t('contentEditor.slides.size')}
                data={SLIDE_SIZES}
                {...form.textInput('size')}
                onChange={(e) => set(slide.id, { size: e.currentTarget.value })}
              />
              <div style={{ flex: 1 }}>
                <ImageField form={form} name="url" label={t('contentEditor.slides.image')} />
              </div>
              <ActionIcon
                variant="default"
                aria-label={t('contentEditor.slides.remove', { number: index + 1 })}
                onClick={() => onChange({ ...state, slides: state.slides.filter((s) => s.id !== slide.id) })}
              >
                <span aria-hidden>×</span>
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
      <Button
        variant="default"
        w="fit-content"
        onClick={() =>
          onChange({ ...state, slides: [...state.slides, { id: nextId(), size: SLIDE_SIZES[0]!, url: '' }] })
        }
      >
        {t('contentEditor.slides.add')}
      </Button>
    </Stack>
  );
}

/**
 * The editor of one document (decision 024): its own fields, its blocks (or a widget's slides) and a
 * live preview beside them; Save draft keeps a version only editors see, Publish makes it live.
 */
export function ContentEditor({ doc, initial }: { doc: DocRef; initial: EditorState }) {
  const { t } = useTranslation();
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const saveDraft = useSaveContentDraft();
  const publish = usePublishContent();
  const tags = useTags();

  const setTop = <K extends keyof TopValues>(name: K, value: TopValues[K]) => {
    setState((s) => ({ ...s, top: { ...s.top, [name]: value } }));
    setErrors((e) => (e[name] ? { ...e, [name]: '' } : e));
  };
  const topForm = valuesForm<TopValues>(state.top, errors, setTop);

  const submit = async (action: 'draft' | 'publish') => {
    const found = validate(doc.kind, state);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      notifyDanger({
        title: t('contentEditor.editor.invalid'),
        message: t('contentEditor.editor.invalidText'),
      });
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    const document = documentOf(doc.kind, state);
    try {
      if (action === 'draft') {
        await saveDraft.mutateAsync({ doc, document });
        notifySuccess({
          title: t('contentEditor.editor.saved'),
          message: t('contentEditor.editor.savedText'),
        });
      } else {
        await publish.mutateAsync({ doc, document });
        notifySuccess({
          title: t('contentEditor.editor.publishedNotice'),
          message: t('contentEditor.editor.publishedText'),
        });
      }
    } catch (error) {
      const message = errorMessage(error);
      notifyDanger({ title: t('contentEditor.editor.saveFailed'), message });
      if (error instanceof ApiError && error.field?.startsWith('document.')) {
        const path = error.field
          .split('.')
          .slice(1)
          .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
        setErrors({ [errorKey(state, path)]: message });
      } else {
        setErrors({ form: message });
      }
    }
  };

  const pending = saveDraft.isPending || publish.isPending;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <div>
        <Form
          label={t('contentEditor.editor.form')}
          ref={formRef}
          onSubmit={(event) => {
            event.preventDefault();
            void submit('publish');
          }}
          gap="md"
        >
          <Field
            form={topForm}
            name="title"
            label={t('contentEditor.editor.docTitle')}
            withAsterisk
            autoComplete="off"
          />
          {doc.kind === 'page' && (
            <>
              <Checkbox label={t('contentEditor.editor.withBanner')} {...topForm.checkbox('withBanner')} />
              {state.top.withBanner && (
                <>
                  <Field
                    form={topForm}
                    name="bannerTitle"
                    label={t('contentEditor.editor.bannerTitle')}
                    autoComplete="off"
                  />
                  <Field
                    form={topForm}
                    name="bannerTagline"
                    label={t('contentEditor.editor.bannerTagline')}
                    autoComplete="off"
                  />
                </>
              )}
            </>
          )}
          {doc.kind === 'collection' && (
            <>
              <ImageField form={topForm} name="banner" label={t('contentEditor.editor.banner')} />
              <ImageField form={topForm} name="thumbnail" label={t('contentEditor.editor.thumbnail')} />
              <NativeSelect
                label={t('contentEditor.editor.tag')}
                {...topForm.textInput('tag')}
                onChange={(event) => setTop('tag', event.currentTarget.value)}
                data={[
                  { value: '', label: t('contentEditor.editor.noTag') },
                  ...(tags.data ?? []).map((tag) => ({
                    value: String(tag.id),
                    label: `${tag.name} (${tag.label})`,
                  })),
                ]}
              />
            </>
          )}
          {doc.kind === 'widget' ? (
            <>
              <Field
                form={topForm}
                name="tagLine"
                label={t('contentEditor.editor.tagLine')}
                autoComplete="off"
              />
              <Field
                form={topForm}
                name="buttonUrl"
                label={t('contentEditor.editor.buttonUrl')}
                autoComplete="off"
              />
              <Slides state={state} errors={errors} onChange={setState} />
            </>
          ) : (
            <BlocksList
              blocks={state.blocks}
              errors={errors}
              onChange={(blocks) => setState((s) => ({ ...s, blocks }))}
            />
          )}
          <FormErrorList errors={[errors.form]} />
          <FormActions
            secondaryAction={
              <Button
                variant="default"
                loading={saveDraft.isPending}
                disabled={pending}
                onClick={() => void submit('draft')}
              >
                {t('contentEditor.editor.saveDraft')}
              </Button>
            }
          >
            <SubmitButton pending={publish.isPending} disabled={pending}>
              {t('contentEditor.editor.publish')}
            </SubmitButton>
          </FormActions>
        </Form>
      </div>
      <div>
        <div style={{ position: 'sticky', top: 16 }}>
          <ContentPreview kind={doc.kind} state={state} />
        </div>
      </div>
    </SimpleGrid>
  );
}
