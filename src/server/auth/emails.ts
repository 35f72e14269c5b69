// The account emails, as plain text and HTML, in the recipient's language (catalogue `emails.*`).
// Links are absolute (PUBLIC_URL).

import type { EmailMessage } from '../adapters/email/email';
import { translate } from '../../domain/messages/catalogues';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/messages';

type Content = Omit<EmailMessage, 'to'>;

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

type LinkEmail = 'verification' | 'resetPassword' | 'secondFactorRecovery' | 'secondFactorRecoveryStarted';

function linkEmail(language: Language, kind: LinkEmail, url: string): Content {
  const text = (part: 'subject' | 'intro' | 'action' | 'outro') =>
    translate(language, `emails.${kind}.${part}`);
  const [intro, action, outro] = [text('intro'), text('action'), text('outro')];
  const signature = translate(language, 'emails.signature');
  const orOpen = translate(language, 'emails.orOpenLink');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#1b6e4a;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(orOpen)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
<p>${escapeHtml(outro)}</p>
<p>${escapeHtml(signature)}</p>
</body></html>`;
  return {
    subject: text('subject'),
    text: `${intro}\n\n${action}: ${url}\n\n${outro}\n\n${signature}`,
    html,
  };
}

export const verificationEmail = (url: string, language: Language = DEFAULT_LANGUAGE): Content =>
  linkEmail(language, 'verification', url);

export const resetPasswordEmail = (url: string, language: Language = DEFAULT_LANGUAGE): Content =>
  linkEmail(language, 'resetPassword', url);

/** The link that confirms a request to remove every second factor (decision 056). */
export const secondFactorRecoveryEmail = (url: string, language: Language = DEFAULT_LANGUAGE): Content =>
  linkEmail(language, 'secondFactorRecovery', url);

/** The owner is told a removal is under way, with the link that stops it. */
export const secondFactorRecoveryStartedEmail = (
  url: string,
  language: Language = DEFAULT_LANGUAGE,
): Content => linkEmail(language, 'secondFactorRecoveryStarted', url);
