// The account emails, as plain text and HTML. Links are absolute (PUBLIC_URL).

import type { EmailMessage } from '../adapters/email/email';

type Content = Omit<EmailMessage, 'to'>;

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function linkEmail(subject: string, intro: string, action: string, url: string, outro: string): Content {
  const text = `${intro}\n\n${action}: ${url}\n\n${outro}\n\nStopover`;
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#1b6e4a;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#555">Or open this link: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
<p>${escapeHtml(outro)}</p>
<p>Stopover</p>
</body></html>`;
  return { subject, text, html };
}

export const verificationEmail = (url: string): Content =>
  linkEmail(
    'Verify your email address for Stopover',
    'Welcome to Stopover! Please confirm that this is your email address.',
    'Verify my email',
    url,
    'The link works for 3 days. If you did not sign up for Stopover, you can ignore this email.',
  );

export const resetPasswordEmail = (url: string): Content =>
  linkEmail(
    'Reset your Stopover password',
    'Somebody asked to reset the password of your Stopover account.',
    'Choose a new password',
    url,
    'The link works for 1 hour. If it was not you, ignore this email: your password stays as it is.',
  );
