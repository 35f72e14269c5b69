// What the block editor shows for each block type, read from the domain's block schemas
// (src/domain/schemas/content.ts) so a field added there gets its input here: each field's kind
// (text, long text, number, yes/no, choice, lines, image), and the conversions between a block and
// the flat text values its inputs edit.

import type { z } from 'zod';
import { contentBlockSchema, type ContentBlock } from '../../../../../domain/schemas/content';

export type BlockType = ContentBlock['type'];
export type FieldKind = 'text' | 'longText' | 'number' | 'boolean' | 'choice' | 'lines' | 'image';
export type BlockField = {
  name: string;
  kind: FieldKind;
  /** May be left empty: an optional field is left out, a nullable one sent as null. */
  optional: boolean;
  nullable: boolean;
  options: string[];
  initial: unknown;
};
/** What the inputs hold: text for every field, a boolean for yes/no ones. */
export type BlockValues = Record<string, string | boolean>;

type Def = {
  type: string;
  innerType?: z.ZodType;
  defaultValue?: unknown;
  element?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

/** Long text: paragraphs a visitor reads. Images: addresses of pictures, uploaded or typed. */
const LONG_TEXT = new Set(['text']);
const IMAGE_FIELDS = new Set(['image.url', 'image_with_button.url', 'text_with_image.imageUrl']);

function describe(type: string, name: string, schema: z.ZodType): BlockField {
  let optional = false;
  let nullable = false;
  let initial: unknown = undefined;
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (def.type === 'optional') optional = true;
    else if (def.type === 'nullable') nullable = true;
    else if (def.type === 'default') initial = def.defaultValue;
    else break;
    current = def.innerType!;
  }
  const def = defOf(current);
  const field = { name, optional, nullable, options: [] as string[] };
  if (IMAGE_FIELDS.has(`${type}.${name}`)) return { ...field, kind: 'image', initial: initial ?? '' };
  switch (def.type) {
    case 'number': {
      const min = (current as unknown as { minValue: number | null }).minValue;
      return { ...field, kind: 'number', initial: initial ?? (nullable ? null : (min ?? 1)) };
    }
    case 'boolean':
      return { ...field, kind: 'boolean', initial: initial ?? false };
    case 'enum': {
      const options = Object.values(def.entries ?? {});
      return { ...field, kind: 'choice', options, initial: initial ?? options[0] };
    }
    case 'array':
      return { ...field, kind: 'lines', initial: initial ?? [] };
    default:
      return {
        ...field,
        kind: LONG_TEXT.has(name) ? 'longText' : 'text',
        initial: initial ?? (optional ? undefined : ''),
      };
  }
}

const OPTIONS = (contentBlockSchema as unknown as { options: z.ZodObject[] }).options;

/** Every block type, in the order the Add menu offers them, with its fields. */
export const BLOCK_TYPES: { type: BlockType; fields: BlockField[] }[] = OPTIONS.map((option) => {
  const shape = option.shape as Record<string, z.ZodType>;
  const type = (defOf(shape.type!).values ?? [])[0] as BlockType;
  const fields = Object.entries(shape)
    .filter(([name]) => name !== 'type')
    .map(([name, schema]) => describe(type, name, schema));
  return { type, fields };
});

export const fieldsOf = (type: string): BlockField[] =>
  BLOCK_TYPES.find((b) => b.type === type)?.fields ?? [];

/** A new block of this type: every field at its default (the editor then asks for what is required). */
export function newBlock(type: BlockType): ContentBlock {
  const block: Record<string, unknown> = { type };
  for (const field of fieldsOf(type)) if (field.initial !== undefined) block[field.name] = field.initial;
  return block as ContentBlock;
}

/** A block's values as its inputs show them. */
export function toValues(block: ContentBlock): BlockValues {
  const values: BlockValues = {};
  const record = block as Record<string, unknown>;
  for (const field of fieldsOf(block.type)) {
    const value = record[field.name];
    if (field.kind === 'boolean') values[field.name] = value === true;
    else if (field.kind === 'lines') values[field.name] = Array.isArray(value) ? value.join('\n') : '';
    else values[field.name] = value === undefined || value === null ? '' : String(value);
  }
  return values;
}

/** The block the inputs stand for: numbers as numbers, lines as a list, empty optional fields left out. */
export function fromValues(type: BlockType, values: BlockValues): Record<string, unknown> {
  const block: Record<string, unknown> = { type };
  for (const field of fieldsOf(type)) {
    const value = values[field.name];
    if (field.kind === 'boolean') block[field.name] = value === true;
    else if (field.kind === 'lines') {
      block[field.name] = String(value ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    } else if (value === '' || value === undefined) {
      if (field.nullable) block[field.name] = null;
      else if (!field.optional && field.kind !== 'number') block[field.name] = '';
    } else if (field.kind === 'number') block[field.name] = Number(value);
    else block[field.name] = value;
  }
  return block;
}
