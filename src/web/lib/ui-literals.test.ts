// Every user-facing text of a screen comes from the catalogue (decision 016): this test reads the
// web's components and fails on words written straight into JSX, as text or as a text attribute.

import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const WEB_DIR = path.resolve(__dirname, '..');

/** Attributes a person reads or hears. */
const TEXT_ATTRIBUTES = new Set([
  'label',
  'placeholder',
  'title',
  'aria-label',
  'alt',
  'description',
  'error',
  'message',
  'tooltip',
]);

/**
 * Files not yet moved to the catalogue. This list only shrinks: a file leaves it once its texts are
 * keys, and a file not on it may hold no literal text.
 */
const PENDING = new Set<string>([]);

function tsxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

/** The literal texts of one file, as `line: text`. */
export function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.trim()}`);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value) && hasWords(value.text)) report(node, value.text);
      if (
        value &&
        ts.isJsxExpression(value) &&
        value.expression &&
        ts.isStringLiteralLike(value.expression)
      ) {
        if (hasWords(value.expression.text)) report(node, value.expression.text);
      }
    }
    if (
      ts.isJsxExpression(node) &&
      node.parent &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      const inner = node.expression;
      if (inner && ts.isStringLiteralLike(inner) && hasWords(inner.text)) report(node, inner.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('texts on screens', () => {
  const files = tsxFiles(WEB_DIR).map((file) => path.relative(WEB_DIR, file));

  it('come from the catalogue, outside the files still pending', () => {
    const offenders = files
      .filter((file) => !PENDING.has(file))
      .flatMap((file) => literalTexts(path.join(WEB_DIR, file)).map((text) => `${file}:${text}`));
    expect(offenders).toEqual([]);
  });

  it('lists as pending only files that exist and still hold literal text', () => {
    const stale = [...PENDING].filter(
      (file) => !files.includes(file) || literalTexts(path.join(WEB_DIR, file)).length === 0,
    );
    expect(stale).toEqual([]);
  });
});
