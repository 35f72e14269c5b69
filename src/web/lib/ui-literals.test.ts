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
const PENDING = new Set<string>([
  'app/layout/admin-layout.tsx',
  'app/layout/app-layout.tsx',
  'app/layout/header.tsx',
  'app/layout/help-menu.tsx',
  'app/layout/mobile-nav.tsx',
  'components/app-badges.tsx',
  'components/error-message.tsx',
  'components/form/form.tsx',
  'components/location-card.tsx',
  'components/not-found.tsx',
  'components/payments/card-entry-form.tsx',
  'components/payments/host-details.tsx',
  'components/payments/payment-details.tsx',
  'components/payments/stripe-card-form.tsx',
  'components/place-search.tsx',
  'components/placeholder-page.tsx',
  'components/query-error.tsx',
  'components/require-sign-in.tsx',
  'features/accounts/components/auth-entry-page.tsx',
  'features/accounts/components/details-form.tsx',
  'features/accounts/components/email-section.tsx',
  'features/accounts/components/login-overlay/email-login-form.tsx',
  'features/accounts/components/login-overlay/login-landing.tsx',
  'features/accounts/components/login-overlay/reset-request-form.tsx',
  'features/accounts/components/login-overlay/sign-up-form.tsx',
  'features/accounts/components/new-password-fields.tsx',
  'features/accounts/components/profile-image.tsx',
  'features/accounts/routes/account.tsx',
  'features/accounts/routes/become-a-host.tsx',
  'features/accounts/routes/email-verified.tsx',
  'features/accounts/routes/login.tsx',
  'features/accounts/routes/onboarding.tsx',
  'features/accounts/routes/reset-password.tsx',
  'features/accounts/routes/signup.tsx',
  'features/admin/routes/admin-home.tsx',
  'features/bookings/routes/my-trips.tsx',
  'features/content/components/home-banner.tsx',
  'features/content/components/listings-row.tsx',
  'features/content/routes/collection.tsx',
  'features/content/routes/collections.tsx',
  'features/content/routes/home.tsx',
  'features/dev/routes/mailbox.tsx',
  'features/hosting/components/hosting-layout.tsx',
  'features/hosting/routes/guest-bookings.tsx',
  'features/hosting/routes/my-properties.tsx',
  'features/hosting/routes/transactions.tsx',
  'features/locations/components/booking-calendar.tsx',
  'features/locations/components/feature-list.tsx',
  'features/locations/components/image-gallery.tsx',
  'features/locations/components/search-map.tsx',
  'features/locations/components/start-date-picker.tsx',
  'features/locations/components/tag-filter.tsx',
  'features/locations/components/tile-layer.tsx',
  'features/locations/routes/location-detail.tsx',
  'features/locations/routes/locations-search.tsx',
  'features/payments/components/requirements-banner.tsx',
  'features/payments/routes/account-link-failure.tsx',
  'features/payments/routes/account-verification-success.tsx',
  'features/payments/routes/requirements.tsx',
  'features/widget/routes/widget.tsx',
]);

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
      if (value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)) {
        if (hasWords(value.expression.text)) report(node, value.expression.text);
      }
    }
    if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
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
