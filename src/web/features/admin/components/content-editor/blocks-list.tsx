import { useEffect, useRef, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Field } from '../../../../components/form/form';
import { hasText, translate, useTranslation } from '../../../../lib/i18n';
import {
  BLOCK_TYPES,
  fieldsOf,
  newBlock,
  toValues,
  type BlockField,
  type BlockType,
  type BlockValues,
} from './block-fields';
import { nextId, valuesForm, type EditorBlock, type Errors } from './editor-state';
import { ImageField } from './image-field';

/** A block type's name in the reader's language (its type as written, for one the catalogue lacks). */
export function blockTypeName(type: string): string {
  const key = `contentEditor.blocks.types.${type}`;
  return hasText(key) ? translate(key) : type;
}

function fieldLabel(name: string): string {
  const key = `contentEditor.blocks.fields.${name}`;
  return hasText(key) ? translate(key) : name;
}

function BlockFieldInput({
  field,
  values,
  errors,
  onChange,
}: {
  field: BlockField;
  values: BlockValues;
  errors: Partial<Record<string, string>>;
  onChange: (name: string, value: string | boolean) => void;
}) {
  const form = valuesForm(values, errors, onChange);
  const label = fieldLabel(field.name);
  const required = !field.optional && !field.nullable && field.kind !== 'boolean';
  switch (field.kind) {
    case 'boolean':
      return <Checkbox label={label} {...form.checkbox(field.name)} />;
    case 'choice':
      return (
        <NativeSelect
          label={label}
          data={field.options}
          {...form.textInput(field.name)}
          onChange={(event) => onChange(field.name, event.currentTarget.value)}
        />
      );
    case 'longText':
    case 'lines':
      return (
        <Textarea
          label={label}
          withAsterisk={required}
          autosize
          minRows={field.kind === 'lines' ? 3 : 4}
          {...form.textInput(field.name)}
          onChange={(event) => onChange(field.name, event.currentTarget.value)}
        />
      );
    case 'image':
      return <ImageField form={form} name={field.name} label={label} />;
    case 'number':
      return <Field form={form} name={field.name} label={label} type="number" withAsterisk={required} />;
    default:
      return <Field form={form} name={field.name} label={label} withAsterisk={required} autoComplete="off" />;
  }
}

type Move = { id: string; direction: 'up' | 'down' };

/**
 * The document's blocks, top to bottom: each with its fields, Move up / Move down buttons (focus
 * stays on the moved block's button) and Remove (after a confirm); Add appends a block of the chosen
 * type and moves focus to it.
 */
export function BlocksList({
  blocks,
  errors,
  onChange,
}: {
  blocks: EditorBlock[];
  errors: Errors;
  onChange: (blocks: EditorBlock[]) => void;
}) {
  const { t } = useTranslation();
  const [addType, setAddType] = useState<BlockType>(BLOCK_TYPES[0]!.type);
  const [removing, setRemoving] = useState<EditorBlock | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const moved = useRef<Move | null>(null);
  const added = useRef<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (moved.current) {
      const { id, direction } = moved.current;
      moved.current = null;
      // The same button, unless the block reached the end, where the other one is the one left.
      const same = list.querySelector<HTMLButtonElement>(`[data-block="${id}"][data-move="${direction}"]`);
      const other = list.querySelector<HTMLButtonElement>(
        `[data-block="${id}"][data-move="${direction === 'up' ? 'down' : 'up'}"]`,
      );
      (same && !same.disabled ? same : other)?.focus();
    }
    if (added.current) {
      list.querySelector<HTMLElement>(`[data-block-heading="${added.current}"]`)?.focus();
      added.current = null;
    }
  }, [blocks]);

  const move = (index: number, direction: 'up' | 'down') => {
    const target = direction === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= blocks.length) return;
    const next = [...blocks];
    [next[index], next[target]] = [next[target]!, next[index]!];
    moved.current = { id: blocks[index]!.id, direction };
    setAnnouncement(t('contentEditor.blocks.moved', { number: target + 1 }));
    onChange(next);
  };
  const setValue = (id: string, name: string, value: string | boolean) =>
    onChange(blocks.map((b) => (b.id === id ? { ...b, values: { ...b.values, [name]: value } } : b)));
  const add = () => {
    const id = nextId();
    added.current = id;
    onChange([...blocks, { id, type: addType, values: toValues(newBlock(addType)) }]);
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="blocks-title">
      <Title order={2} size="h3" id="blocks-title">
        {t('contentEditor.blocks.title')}
      </Title>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {blocks.length === 0 && <Text c="dimmed">{t('contentEditor.blocks.none')}</Text>}
      <Stack gap="sm" ref={listRef} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {blocks.map((block, index) => {
          const number = index + 1;
          const fields = fieldsOf(block.type);
          const blockErrors = Object.fromEntries(
            Object.entries(errors)
              .filter(([key]) => key.startsWith(`${block.id}.`))
              .map(([key, message]) => [key.slice(block.id.length + 1), message]),
          );
          return (
            <Paper
              component="li"
              key={block.id}
              withBorder
              radius="md"
              p="sm"
              aria-labelledby={`${block.id}-heading`}
            >
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Title
                    order={3}
                    size="h5"
                    id={`${block.id}-heading`}
                    tabIndex={-1}
                    data-block-heading={block.id}
                  >
                    {t('contentEditor.blocks.position', {
                      number,
                      count: blocks.length,
                      type: blockTypeName(block.type),
                    })}
                  </Title>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      data-block={block.id}
                      data-move="up"
                      disabled={index === 0}
                      aria-label={t('contentEditor.blocks.moveUp', { number })}
                      onClick={() => move(index, 'up')}
                    >
                      <span aria-hidden>↑</span>
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      data-block={block.id}
                      data-move="down"
                      disabled={index === blocks.length - 1}
                      aria-label={t('contentEditor.blocks.moveDown', { number })}
                      onClick={() => move(index, 'down')}
                    >
                      <span aria-hidden>↓</span>
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      color="red.9"
                      aria-label={t('contentEditor.blocks.remove', { number })}
                      onClick={() => setRemoving(block)}
                    >
                      <span aria-hidden>×</span>
                    </ActionIcon>
                  </Group>
                </Group>
                {blockErrors.form && (
                  <Alert color="red" role="alert">
                    {blockErrors.form}
                  </Alert>
                )}
                {fields.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('contentEditor.blocks.noFields')}
                  </Text>
                ) : (
                  fields.map((field) => (
                    <BlockFieldInput
                      key={field.name}
                      field={field}
                      values={block.values}
                      errors={blockErrors}
                      onChange={(name, value) => setValue(block.id, name, value)}
                    />
                  ))
                )}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <Group align="flex-end" gap="xs">
        <NativeSelect
          label={t('contentEditor.blocks.addType')}
          value={addType}
          onChange={(event) => setAddType(event.currentTarget.value as BlockType)}
          data={BLOCK_TYPES.map(({ type }) => ({ value: type, label: blockTypeName(type) }))}
        />
        <Button variant="default" onClick={add}>
          {t('contentEditor.blocks.addButton')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={removing !== null}
        title={t('contentEditor.blocks.removeTitle')}
        closeLabel={t('contentEditor.blocks.cancel')}
        cancelLabel={t('contentEditor.blocks.cancel')}
        confirmLabel={t('contentEditor.blocks.removeConfirm')}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) onChange(blocks.filter((b) => b.id !== removing.id));
          setRemoving(null);
        }}
      >
        {removing &&
          t('contentEditor.blocks.removeText', {
            number: blocks.indexOf(removing) + 1,
            type: blockTypeName(removing.type),
          })}
      </ConfirmDialog>
    </Stack>
  );
}
