// The editor's state and its translation to and from the API's documents (decision 024): the
// document's own fields as flat text values, its blocks each with a stable id and their own values,
// a widget's slides; and the errors, keyed 'title', 'bannerTitle' … or `${blockId}.${field}`.

import type { ChangeEvent } from 'react';
import type { z } from 'zod';
import { contentDocumentSchemas, type ContentKind } from '../../../../../domain/schemas/content-admin';
import type { ContentBlock } from '../../../../../domain/schemas/content';
import { errorsByKey, type ZodForm } from '../../../../lib/use-zod-form';
import { fromValues, toValues, type BlockType, type BlockValues } from './block-fields';

export type EditorBlock = { id: string; type: BlockType; values: BlockValues };
export type Slide = { id: string; size: string; url: string };
export type TopValues = {
  title: string;
  withBanner: boolean;
  bannerTitle: string;
  bannerTagline: string;
  banner: string;
  thumbnail: string;
  tag: string;
  tagLine: string;
  buttonUrl: string;
};
export type EditorState = { top: TopValues; blocks: EditorBlock[]; slides: Slide[] };
export type Errors = Record<string, string>;

let lastId = 0;
export const nextId = () => `b${++lastId}`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The state for a document as the API gives it (or an empty one). */
export function stateOf(document: Record<string, unknown> | null): EditorState {
  const d = document ?? {};
  const banner = (d.homeBanner ?? null) as { title?: string; tagline?: string } | null;
  const collection = (d.collection ?? null) as { tag?: number | null } | null;
  const rows = Array.isArray(d.rows) ? (d.rows as ContentBlock[]) : [];
  const slides = Array.isArray(d.slides) ? (d.slides as { size: string; url: string }[]) : [];
  return {
    top: {
      title: text(d.title),
      withBanner: banner !== null,
      bannerTitle: text(banner?.title),
      bannerTagline: text(banner?.tagline),
      banner: text(d.banner),
      thumbnail: text(d.thumbnail),
      tag: collection?.tag == null ? '' : String(collection.tag),
      tagLine: text(d.tagLine),
      buttonUrl: text(d.buttonUrl),
    },
    blocks: rows.map((block) => ({ id: nextId(), type: block.type, values: toValues(block) })),
    slides: slides.map((slide) => ({ id: nextId(), size: slide.size, url: slide.url })),
  };
}

/** The document the API takes for this kind. */
export function documentOf(kind: ContentKind, state: EditorState): Record<string, unknown> {
  const { top } = state;
  const rows = state.blocks.map((block) => fromValues(block.type, block.values));
  if (kind === 'page') {
    return {
      title: top.title,
      homeBanner: top.withBanner ? { title: top.bannerTitle, tagline: top.bannerTagline } : null,
      rows,
    };
  }
  if (kind === 'collection') {
    return {
      title: top.title,
      banner: top.banner || null,
      thumbnail: top.thumbnail || null,
      collection: { tag: top.tag ? Number(top.tag) : null },
      rows,
    };
  }
  return {
    title: top.title,
    tagLine: top.tagLine,
    buttonUrl: top.buttonUrl,
    slides: state.slides.map(({ size, url }) => ({ size, url })),
  };
}

const TOP_KEYS: Record<string, keyof TopValues> = {
  title: 'title',
  'homeBanner.title': 'bannerTitle',
  'homeBanner.tagline': 'bannerTagline',
  banner: 'banner',
  thumbnail: 'thumbnail',
  'collection.tag': 'tag',
  tagLine: 'tagLine',
  buttonUrl: 'buttonUrl',
};

/**
 * Where a message about `path` (the document's, e.g. ['rows', 2, 'text']) goes: a block's field, a
 * top field, or the form as a whole ('form').
 */
export function errorKey(state: EditorState, path: readonly (string | number)[]): string {
  if (path[0] === 'rows' && typeof path[1] === 'number') {
    const block = state.blocks[path[1]];
    if (block) return path.length > 2 ? `${block.id}.${String(path[2])}` : `${block.id}.form`;
  }
  if (path[0] === 'slides' && typeof path[1] === 'number') {
    const slide = state.slides[path[1]];
    if (slide) return `${slide.id}.${String(path[2] ?? 'url')}`;
  }
  return TOP_KEYS[path.join('.')] ?? 'form';
}

/** Checks the document with the domain's schema: the errors by key, none when it is valid. */
export function validate(kind: ContentKind, state: EditorState): Errors {
  const result = (contentDocumentSchemas[kind] as z.ZodType).safeParse(documentOf(kind, state), {
    reportInput: true,
  });
  if (result.success) return {};
  return errorsByKey(result.error.issues, (path) => errorKey(state, path as (string | number)[])) as Errors;
}

/**
 * A form-kit form over some flat values (the document's own fields, or one block's), so the kit's
 * Field draws them; `errors` are this form's, already picked out by key.
 */
export function valuesForm<V extends Record<string, string | boolean>>(
  values: V,
  errors: Partial<Record<string, string>>,
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void,
): ZodForm<V> {
  return {
    values,
    errors: errors as ZodForm<V>['errors'],
    formError: null,
    setValue,
    textInput: (name) => ({
      name,
      value: String(values[name] ?? ''),
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValue(name, event.currentTarget.value as V[typeof name]),
      error: errors[name],
    }),
    checkbox: (name) => ({
      name,
      checked: values[name] === true,
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValue(name, event.currentTarget.checked as V[typeof name]),
      error: errors[name],
    }),
  };
}
