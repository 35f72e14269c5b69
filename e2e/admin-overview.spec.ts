import {
  completeSecondStep,
  DEMO_PASSWORD,
  enrolAuthenticator,
  expect,
  expectNoAxeViolations,
  test,
} from './fixtures';

// The admin overview (issue 11, /admin): the demo admin opens Admin from the main navigation and
// reads the last 30 days as five charts with their totals, then follows the new users chart to the
// users list.

const ADMIN = 'admin@stopover.test';
const FIGURES = ['Nights booked', 'Revenue', 'Platform fees', 'New users', 'New listings'];

test('The demo admin reads the last 30 days on /admin and follows the new users chart to its list', async ({
  page,
  signIn,
}) => {
  await signIn(ADMIN);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Admin', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();

  for (const name of FIGURES) {
    const chart = page.getByRole('figure', { name });
    await expect(chart).toBeVisible();
    await expect(chart.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(chart.getByTestId('overview-total')).toHaveText(/^\$?[\d,.]+$/);
    // The daily values are there for a screen reader: one row per day under the header row.
    await expect(chart.getByRole('table', { name: `${name} each day` }).getByRole('row')).toHaveCount(31);
  }
  // The demo's stays were booked and charged within the last 30 days, and its people and places
  // were created when it was seeded.
  const total = (name: string) => page.getByRole('figure', { name }).getByTestId('overview-total');
  await expect(total('Nights booked')).not.toHaveText('0');
  await expect(total('Revenue')).not.toHaveText('$0');
  await expect(total('New users')).not.toHaveText('0');
  await expect(total('New listings')).not.toHaveText('0');
  await expectNoAxeViolations(page);

  await page.getByRole('figure', { name: 'New users' }).getByRole('link', { name: 'See users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  // By name: the overview's heading still shows while the list's screen loads.
  await expect(page.getByRole('heading', { level: 1, name: 'Users', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('On a phone the charts stack in one column', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(ADMIN);
  await page.goto('/admin');
  const first = page.getByRole('figure', { name: 'Nights booked' });
  const second = page.getByRole('figure', { name: 'Revenue' });
  await expect(second).toBeVisible();
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
  expect(Math.abs(b!.x - a!.x)).toBeLessThan(1);
  await expectNoAxeViolations(page);
});

test('An addpropertiesonly_administrator sees no figures on /admin, only links to their two screens', async ({
  page,
  request,
  baseURL,
  signUp,
}) => {
  await signUp({ what: 'overview-narrow' });
  // An administrator needs a second factor before the admin area opens (decision 056).
  await enrolAuthenticator(page.request, baseURL);
  const session = await (await page.request.get('/v1/auth/get-session')).json();
  // The demo admin gives the new person the narrow role through the API, in its own session.
  const origin = { origin: new URL(baseURL!).origin };
  const admin = await request.post('/v1/auth/sign-in/email', {
    headers: origin,
    data: { email: ADMIN, password: DEMO_PASSWORD },
  });
  expect(admin.status()).toBe(200);
  await completeSecondStep(request, baseURL, admin);
  const roles = await request.put(`/v1/admin/user/${session.user.id}/roles`, {
    headers: origin,
    data: { roles: ['addpropertiesonly_administrator'] },
  });
  expect(roles.status(), await roles.text()).toBe(200);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  const content = page.getByRole('navigation', { name: 'Your admin screens' });
  await expect(content.getByRole('link', { name: 'Locations' })).toBeVisible();
  await expect(content.getByRole('link', { name: 'Create Non-Product listing' })).toBeVisible();
  await expect(page.getByRole('figure')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
