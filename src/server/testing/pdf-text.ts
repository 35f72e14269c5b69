// The text a PDF written by pdfkit shows, for tests: each content stream inflated (pdfkit compresses
// them with Flate) and the strings of its TJ operators decoded (Windows-1252 hex). Not a general PDF
// parser: enough to find a figure or a sentence on a page.

import { inflateSync } from 'node:zlib';

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const starts = /stream\r?\n/g;
  for (let m = starts.exec(raw); m; m = starts.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      lines.push(
        [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
          .join(''),
      );
    }
  }
  return lines.join('\n');
}
