// The new-message email (issue 26), in the recipient's language: who wrote, about which place, the
// message as the recipient may read it (contact details masked before a confirmed stay), and the
// link to the thread. Queued through the outbox in the transaction that stores the message.

import type { EmailMessage } from '../../adapters/email/email';
import { translate } from '../../../domain/messages/catalogues';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../domain/messages';

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export type NewMessageEmail = {
  to: string;
  language: string | null;
  senderName: string;
  locationName: string;
  /** The message as the recipient may read it. */
  body: string;
  /** Whether contact details are still masked (the note asks to keep talking on Stopover). */
  masked: boolean;
  threadUrl: string;
};

export function newMessageEmail(email: NewMessageEmail): EmailMessage {
  const language: Language = isLanguage(email.language) ? email.language : DEFAULT_LANGUAGE;
  const params = { name: email.senderName, location: email.locationName };
  const subject = translate(language, 'messages.email.subject', params);
  const intro = translate(language, 'messages.email.intro', params);
  const reply = translate(language, 'messages.email.reply', { url: email.threadUrl });
  const note = email.masked ? translate(language, 'messages.email.note') : '';
  const signature = translate(language, 'emails.signature');
  const quoted = email.body
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');
  const text = [intro, '', quoted, '', reply, ...(note ? ['', note] : []), '', signature].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<blockquote style="white-space:pre-wrap;border-left:3px solid #ccc;margin:0;padding-left:12px">${escapeHtml(email.body)}</blockquote>
<p><a href="${escapeHtml(email.threadUrl)}">${escapeHtml(reply)}</a></p>
${note ? `<p>${escapeHtml(note)}</p>` : ''}
<p>${escapeHtml(signature)}</p>
</body></html>`;
  return { to: email.to, subject, text, html };
}
