import { afterAll, beforeAll, expect, it } from 'vitest';
import { LANGUAGES } from '../../../domain/constants';
import type { ContentPageResponse } from '../../../domain/schemas/content';
import { contentPages } from '../schema';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { FAQ_WIFI_SLUG, faqWifiPages } from './faq-wifi';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(contentPages).values(faqWifiPages());
});
afterAll(() => t.close());

const faq = async (language: string) => {
  const res = await t.app.inject({ url: `/v1/content/pages/${FAQ_WIFI_SLUG}?language=${language}` });
  expect(res.statusCode).toBe(200);
  return res.json() as ContentPageResponse;
};

it('serves the Wifi FAQ in each of the five languages, with at least six questions each', async () => {
  const english = await faq('en');
  for (const language of LANGUAGES) {
    const page = await faq(language);
    expect(page.language).toBe(language);
    const questions = page.rows.filter((row) => row.type === 'title');
    expect(questions.length).toBeGreaterThanOrEqual(6);
    // Every question has its answer right after it, and each language is its own text.
    page.rows.forEach((row, i) => {
      if (row.type === 'title') expect(page.rows[i + 1]?.type).toBe('text');
    });
    expect(questions.length).toBe(english.rows.filter((row) => row.type === 'title').length);
    if (language !== 'en') expect(page.title).not.toBe(english.title);
  }
  const chinese = await faq('zh');
  expect(chinese.rows.some((row) => row.type === 'text' && row.text.includes('111'))).toBe(true);
  expect(chinese.rows.some((row) => row.type === 'title' && row.text.includes('Wi-Fi'))).toBe(true);
});
