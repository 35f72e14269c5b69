import { expect, expectNoAxeViolations, test } from './fixtures';

// The Wifi FAQ (issue 13, spec section 2): questions and answers from the content store, in the
// language chosen in the page's own dropdown.

test('A visitor switches /faq-wifi to Chinese and reads the questions in Chinese, again after a reload', async ({
  page,
}) => {
  await page.goto('/faq-wifi');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Wifi and staying connected' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Do Stopover hosts offer wifi?' })).toBeVisible();
  await expectNoAxeViolations(page);

  await main.getByRole('combobox', { name: 'Language' }).selectOption({ label: '中文' });
  await expect(page).toHaveURL(/\/faq-wifi\?language=zh$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Wi-Fi 与网络连接' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Stopover 的房东提供 Wi-Fi 吗？' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: '没有信号时怎样求救？' })).toBeVisible();
  await expect(main.getByText(/新西兰的紧急电话是 111/)).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Do Stopover hosts offer wifi?' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(main.getByRole('combobox', { name: 'Language' })).toHaveValue('zh');
  await expect(main.getByRole('heading', { level: 1, name: 'Wi-Fi 与网络连接' })).toBeVisible();
  await expectNoAxeViolations(page);
});
