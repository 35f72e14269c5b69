import { AxeBuilder } from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

// Every journey imports `test` and `expect` from here. Each page a journey opens is checked with
// axe-core by an explicit `await expectNoAxeViolations(page)` once the page shows what the journey
// came for (a check at the moment of navigation would see a half-rendered page). So that no page is
// forgotten, the `page` fixture records every path of ours the browser lands on and fails the journey
// if one was never checked.

export { expect };

/** The paths checked so far, per page. */
const checkedPaths = new WeakMap<Page, Set<string>>();

// The checks run all of axe's default rules (WCAG 2.x A and AA and best practices) on the whole page
// and fail on any violation; nothing is excluded (Leaflet's map passes, even with its tiles failing
// to load). Plus one rule axe leaves off by default (experimental): a control's accessible name must
// contain its visible words, so that voice-control users can say what they see (WCAG 2.5.3).
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/** Waits for finite animations (drawers sliding, notices fading) so colours are measured at rest. */
async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** Runs axe on the page as it is now and fails on any violation, listing each with its elements. */
export async function expectNoAxeViolations(page: Page) {
  const url = new URL(page.url());
  const where = url.pathname + url.search;
  await test.step(
    `axe: no violations on ${where}`,
    async () => {
      await settle(page);
      const { violations } = await new AxeBuilder({ page }).options({ rules: EXTRA_RULES }).analyze();
      const found = violations.map((v) => {
        const nodes = v.nodes.map((n) => `  ${n.html.slice(0, 160)}\n    ${n.failureSummary}`);
        return `${v.id} (${v.impact}): ${v.help}\n${nodes.join('\n')}`;
      });
      expect(found, `axe violations on ${where}`).toEqual([]);
    },
    { box: true },
  );
  checkedPaths.get(page)?.add(url.pathname);
  test.info().annotations.push({ type: 'axe', description: where });
}

export const test = base.extend({
  page: async ({ page, baseURL }, use, testInfo) => {
    const ours = new URL(baseURL!).origin;
    const visited = new Set<string>();
    const checked = new Set<string>();
    checkedPaths.set(page, checked);
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = new URL(frame.url());
      // Other origins (the test sign-in provider) are not our pages.
      if (url.origin === ours) visited.add(url.pathname);
    });

    await use(page);

    // Only worth saying when the journey itself passed: a failure stops it before its checks.
    if (testInfo.status !== testInfo.expectedStatus) return;
    const unchecked = [...visited].filter((path) => !checked.has(path));
    expect(unchecked, 'pages this journey opened without calling expectNoAxeViolations there').toEqual([]);
  },
});
