import { expect, expectNoAxeViolations, test, uniqueEmail } from './fixtures';

// Contact Us (issue 13, spec sections 2, 5 and 7): a visitor is told what the form needs, sends a
// message, and it reaches the support address in the development mailbox; the demo admin reads it
// at /admin/messages.

const SUPPORT = 'support@stopover.test';
const ADMIN = 'admin@stopover.test';

test('A visitor sends the contact form, the message reaches support in the development mailbox, and the admin reads it', async ({
  page,
  mailbox,
  signIn,
}) => {
  const email = uniqueEmail('contact');
  const text = `Is there a stay with wifi near Kaikōura for two nights? (${Date.now()})`;

  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send message' }).click();
  // Spec section 5: first name, email and message are 'Required'.
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Required');
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Required');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Required');
  await expect(form.getByRole('textbox', { name: 'First name' })).toBeFocused();
  await expectNoAxeViolations(page);

  await form.getByRole('textbox', { name: 'First name' }).fill('Aroha');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Ngata');
  await form.getByRole('textbox', { name: 'Email' }).fill('aroha@');
  await form.getByRole('textbox', { name: 'Phone' }).fill('+64 21 555 0101');
  await form.getByRole('textbox', { name: 'Message' }).fill(text);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Email address is not valid.',
  );
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByRole('status').filter({ hasText: `We will reply to ${email}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The message went to the support address, with the visitor to reply to.
  const mail = await mailbox.latest(SUPPORT, new RegExp(`Contact Us: Aroha Ngata <${email}>`));
  expect(mail.text).toContain(`Reply to: ${email}`);
  expect(mail.text).toContain(text);
  await page.goto('/dev/mailbox');
  const message = page.getByTestId('mailbox-message').filter({ hasText: email }).first();
  await expect(message.getByRole('heading', { name: mail.subject })).toBeVisible();
  await expect(message).toContainText(text);
  await expectNoAxeViolations(page);

  // The demo admin reads it under Messages in the admin bar.
  await signIn(ADMIN);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  const card = page.getByRole('article', { name: 'Aroha Ngata' }).filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Reply to Aroha Ngata' })).toHaveAttribute(
    'href',
    `mailto:${email}`,
  );
  await expectNoAxeViolations(page);
});
