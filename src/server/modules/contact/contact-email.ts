// The email a Contact Us message becomes: sent to the support address, for the support team (in
// English, like the other staff-facing mail), with the visitor's address as its Reply-To.

import type { EmailMessage } from '../../adapters/email/email';
import type { ContactBody } from '../../../domain/schemas/contact';
import { escapeHtml } from '../../../domain/seo';

export function contactEmail(to: string, message: ContactBody): EmailMessage {
  const name = [message.firstName, message.lastName].filter(Boolean).join(' ');
  const details: [string, string][] = [
    ['From', name],
    ['Reply to', message.email],
    ['Phone', message.phone || 'not given'],
  ];
  const text = [
    'A message from the Contact Us form.',
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    message.message,
    '',
    `Reply to ${name} at ${message.email}.`,
  ].join('\n');
  const mailto = `mailto:${encodeURIComponent(message.email)}`;
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>A message from the Contact Us form.</p>
<table>
${details.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>
<p><a href="${escapeHtml(mailto)}">Reply to ${escapeHtml(name)}</a></p>
</body></html>`;
  // One line: a name with line breaks must not reach the mail's headers as they are.
  const subject = `Contact Us: ${name} <${message.email}>`.replace(/\s+/g, ' ');
  return { to, subject, text, html, replyTo: message.email };
}
