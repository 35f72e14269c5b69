// The pages of the local payment provider's verification flow, the stand-in for the provider's own
// hosted onboarding. Plain server-rendered HTML: small, accessible, no script.

import type { LocalAccountLinkView } from '../../adapters/payments/local';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f4; color: #1d2a1f; }
  main { max-width: 32rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 0.75rem;
         box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .actions { display: flex; gap: 1rem; flex-wrap: wrap; margin-top: 1.5rem; }
  button, a.button { font: inherit; padding: 0.75rem 1.25rem; border-radius: 0.5rem; border: 2px solid #2f6b3a;
         cursor: pointer; text-decoration: none; display: inline-block; }
  button.primary { background: #2f6b3a; color: #fff; }
  button.secondary, a.button { background: #fff; color: #2f6b3a; }
  button:focus-visible, a:focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
  .note { color: #4d5a4f; font-size: 0.9rem; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export const VERIFY_TITLE = 'Verify your payout account (local test provider)';
export const EXPIRED_TITLE = 'This link has expired';
export const UNKNOWN_TITLE = 'This link does not exist';

export function verificationPage(link: LocalAccountLinkView): string {
  const { account } = link;
  const bank = [account.bankName, `ending ${account.bankLast4}`].filter(Boolean).join(', ');
  return page(
    VERIFY_TITLE,
    `<h1>${escapeHtml(VERIFY_TITLE)}</h1>
<p>This page stands in for the payment provider's identity check. Choose what the check should answer.</p>
<dl aria-label="Payout account">
  <dt>Account</dt><dd>${escapeHtml(account.id)}</dd>
  <dt>Email</dt><dd>${escapeHtml(account.email)}</dd>
  <dt>Bank account</dt><dd>${escapeHtml(bank)}</dd>
  <dt>Status</dt><dd>${escapeHtml(account.verification)}</dd>
</dl>
<form method="post" action="/v1/payments/local/account-links/${encodeURIComponent(link.id)}">
  <div class="actions">
    <button class="primary" type="submit" name="outcome" value="complete">Complete verification</button>
    <button class="secondary" type="submit" name="outcome" value="fail">Fail verification</button>
  </div>
</form>
<p class="note">Links work once and for 30 minutes.</p>`,
  );
}

export function expiredPage(returnUrl: string | null): string {
  return page(
    EXPIRED_TITLE,
    `<h1>${escapeHtml(EXPIRED_TITLE)}</h1>
<p>Verification links work once and only for a short time. Go back to Stopover to get a new one.</p>
${returnUrl ? `<p><a class="button" href="${escapeHtml(returnUrl)}">Back to Stopover</a></p>` : ''}`,
  );
}

export function unknownLinkPage(): string {
  return page(
    UNKNOWN_TITLE,
    `<h1>${escapeHtml(UNKNOWN_TITLE)}</h1>
<p>Check that the whole address was copied, or go back to Stopover to get a new link.</p>`,
  );
}
