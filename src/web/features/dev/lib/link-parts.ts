export type TextPart = { text: string; href?: string };

const URL_PATTERN = /https?:\/\/[^\s<>"')]+/g;

/** Splits plain text into text and links, so an email's links can be followed from the page. */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    // A sentence's full stop or comma right after a link is not part of it.
    const url = match[0].replace(/[.,;:!?]+$/, '');
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: url, href: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
