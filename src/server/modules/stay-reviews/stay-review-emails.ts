// The "a review is waiting for yours" email (issue 27, decision 043), in the recipient's language:
// sent to the other side when the first review of a stay comes in, so at most one per stay. It says
// nothing of what the review says (it is blind), only when both will show.

import type { EmailMessage } from '../../adapters/email/email';
import { translate } from '../../../domain/messages/catalogues';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../domain/messages';
import { formatDisplayDate, type IsoDate } from '../../../domain/dates';

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export type ReviewWaitingEmail = {
  to: string;
  language: string | null;
  reviewerName: string;
  locationName: string;
  /** The day both reviews show even if the recipient writes none. */
  revealDate: IsoDate;
  url: string;
};

export function reviewWaitingEmail(email: ReviewWaitingEmail): EmailMessage {
  const language: Language = isLanguage(email.language) ? email.language : DEFAULT_LANGUAGE;
  const params = {
    name: email.reviewerName,
    location: email.locationName,
    date: formatDisplayDate(email.revealDate),
  };
  const subject = translate(language, 'stayReviews.email.subject', params);
  const intro = translate(language, 'stayReviews.email.intro', params);
  const link = translate(language, 'stayReviews.email.link', { url: email.url });
  const signature = translate(language, 'emails.signature');
  const text = [intro, '', link, '', signature].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(email.url)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(signature)}</p>
</body></html>`;
  return { to: email.to, subject, text, html };
}
