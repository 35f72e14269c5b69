// The tax documents as PDF (decision 051), drawn with pdfkit on the server and streamed to the reply.
// The texts are the catalogue's (taxDocuments.*) in the reader's language. pdfkit's built-in
// Helvetica has no Chinese glyphs and Stopover ships no CJK font, so a Chinese reader's PDF is in
// English (saying so); the web page stays in Chinese. Helvetica writes Windows-1252 only: other
// letters lose their accents (Taupō → Taupo) and what has no Latin form becomes "?" (`pdfText`).

import PDFDocument from 'pdfkit';
import { formatDisplayDate } from '../../../domain/dates';
import { translate } from '../../../domain/messages/catalogues';
import type { Language, MessageCode, MessageParams } from '../../../domain/messages';
import { formatCents } from '../../../domain/money';
import type { Receipt, Statement } from '../../../domain/schemas/tax-documents';
import { monthName, ratePercent, STATEMENT_COLUMNS } from '../../../domain/tax-documents';

/** The characters Helvetica can write (Windows-1252) beyond printable ASCII and Latin-1. */
const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text Helvetica can write: accents dropped where it lacks the letter, "?" for the rest. */
export function pdfText(text: string): string {
  let out = '';
  for (const ch of text.replace(/[\u202f\u2009\u2007]/g, '\u00a0')) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.has(ch)) {
      out += ch;
      continue;
    }
    const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    out += base.length === 1 && base.codePointAt(0)! < 0x100 ? base : '?';
  }
  return out;
}

/** The PDF's language: Chinese has no font here, so English. */
export const pdfLanguage = (language: Language): Language => (language === 'zh' ? 'en' : language);

type Say = (code: MessageCode, params?: MessageParams) => string;
type Cell = { text: string; width: number; align?: 'left' | 'right'; bold?: boolean };

class Writer {
  readonly doc: PDFKit.PDFDocument;
  readonly say: Say;
  readonly money: (cents: number) => string;
  readonly left: number;
  readonly width: number;

  constructor(
    readonly language: Language,
    options: { landscape?: boolean; title: string; compress?: boolean },
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      layout: options.landscape ? 'landscape' : 'portrait',
      margin: 40,
      compress: options.compress ?? true,
      info: { Title: pdfText(options.title), Author: 'Stopover' },
    });
    this.say = (code, params) => pdfText(translate(language, code, params));
    this.money = (cents) => pdfText(formatCents(cents, language, { alwaysCents: true }));
    this.left = this.doc.page.margins.left;
    this.width = this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  title(text: string) {
    this.doc.font('Helvetica-Bold').fontSize(18).text(pdfText(text), this.left, this.doc.y);
    this.doc.moveDown(0.5).font('Helvetica').fontSize(10);
  }

  heading(text: string) {
    this.doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(pdfText(text), this.left);
    this.doc.moveDown(0.3).font('Helvetica').fontSize(10);
  }

  /** "Label: value" on one line, the label bold. */
  field(label: string, value: string) {
    this.doc.font('Helvetica-Bold').text(`${label}: `, this.left, this.doc.y, { continued: true });
    this.doc.font('Helvetica').text(pdfText(value));
  }

  paragraph(text: string) {
    this.doc.font('Helvetica').fontSize(9).text(pdfText(text), this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.4).fontSize(10);
  }

  /** A table row: cells side by side, the row as tall as its tallest cell; a new page when full. */
  row(cells: Cell[], size = 10) {
    const doc = this.doc;
    doc.fontSize(size);
    const height = Math.max(
      ...cells.map((c) =>
        doc
          .font(c.bold ? 'Helvetica-Bold' : 'Helvetica')
          .heightOfString(pdfText(c.text), { width: c.width - 4 }),
      ),
    );
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    let x = this.left;
    for (const c of cells) {
      doc
        .font(c.bold ? 'Helvetica-Bold' : 'Helvetica')
        .text(pdfText(c.text), x, y, { width: c.width - 4, align: c.align ?? 'left' });
      x += c.width;
    }
    doc.x = this.left;
    doc.y = y + height + 3;
    doc.font('Helvetica').fontSize(10);
  }

  rule() {
    const y = this.doc.y;
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.5)
      .stroke();
    this.doc.y = y + 3;
  }
}

/** A receipt as a PDF document; the caller pipes it to the reply (it ends itself). */
export function receiptPdf(receipt: Receipt, language: Language, options: { compress?: boolean } = {}) {
  const lang = pdfLanguage(language);
  const w = new Writer(lang, { title: `Stopover ${receipt.receiptNumber}`, compress: options.compress });
  const { say, money } = w;
  w.title(say(receipt.taxInvoice ? 'taxDocuments.taxInvoice' : 'taxDocuments.receipt'));
  w.field(say('taxDocuments.supplier'), say('taxDocuments.supplierName'));
  w.field(say('taxDocuments.gstNumber'), receipt.supplier.gstNumber);
  w.field(say('taxDocuments.receiptNumber'), receipt.receiptNumber);
  w.field(say('taxDocuments.issuedOn'), formatDisplayDate(receipt.issuedOn));
  w.field(say('taxDocuments.recipient'), `${receipt.recipient.name} (${receipt.recipient.email})`);

  w.heading(say('taxDocuments.supplyTitle'));
  const place = receipt.location.town
    ? `${receipt.location.name}, ${receipt.location.town}`
    : receipt.location.name;
  w.field(say('taxDocuments.property'), place);
  w.doc.text(
    pdfText(
      `${say('taxDocuments.stayDates', {
        arrival: formatDisplayDate(receipt.arrival),
        departure: formatDisplayDate(receipt.departure),
      })} (${say('taxDocuments.nights', { count: receipt.nights.length })})`,
    ),
  );
  w.doc.moveDown(0.5);
  const cols = [w.width * 0.3, w.width * 0.45, w.width * 0.25];
  w.row([
    { text: say('taxDocuments.night'), width: cols[0]!, bold: true },
    { text: say('taxDocuments.site'), width: cols[1]!, bold: true },
    { text: say('taxDocuments.price'), width: cols[2]!, bold: true, align: 'right' },
  ]);
  w.rule();
  for (const night of receipt.nights) {
    w.row([
      { text: formatDisplayDate(night.date), width: cols[0]! },
      { text: night.site, width: cols[1]! },
      { text: money(night.price), width: cols[2]!, align: 'right' },
    ]);
  }
  w.rule();
  const total = (label: string, value: string, bold = false) =>
    w.row([
      { text: label, width: cols[0]! + cols[1]!, bold },
      { text: value, width: cols[2]!, align: 'right', bold },
    ]);
  if (receipt.discount > 0) {
    total(say('taxDocuments.subtotal'), money(receipt.subtotal));
    total(say('taxDocuments.discount'), money(-receipt.discount));
  }
  total(say('taxDocuments.total'), money(receipt.total), true);
  if (receipt.taxInvoice) {
    total(
      say('taxDocuments.includesGst', { rate: ratePercent(receipt.gstRateBp) }),
      money(receipt.gst),
      true,
    );
  }

  const refunded = receipt.nights.filter((night) => night.refunded > 0);
  if (refunded.length > 0) {
    w.heading(say('taxDocuments.refunds'));
    const rc = [w.width * 0.25, w.width * 0.25, w.width * 0.25, w.width * 0.25];
    w.row([
      { text: say('taxDocuments.night'), width: rc[0]!, bold: true },
      { text: say('taxDocuments.refundedOn'), width: rc[1]!, bold: true },
      { text: say('taxDocuments.refunded'), width: rc[2]!, bold: true, align: 'right' },
      { text: say('taxDocuments.gstReversed'), width: rc[3]!, bold: true, align: 'right' },
    ]);
    w.rule();
    for (const night of refunded) {
      w.row([
        { text: formatDisplayDate(night.date), width: rc[0]! },
        { text: night.refundedOn ? formatDisplayDate(night.refundedOn) : '', width: rc[1]! },
        { text: money(night.refunded), width: rc[2]!, align: 'right' },
        { text: money(night.gstReversed), width: rc[3]!, align: 'right' },
      ]);
    }
    w.rule();
    total(say('taxDocuments.paidAfterRefunds'), money(receipt.paidAfterRefunds), true);
    if (receipt.taxInvoice) total(say('taxDocuments.gstAfterRefunds'), money(receipt.gstAfterRefunds), true);
  }

  w.doc.moveDown(1);
  w.paragraph(say(receipt.taxInvoice ? 'taxDocuments.marketplace' : 'taxDocuments.noGst'));
  if (lang !== language) w.paragraph(say('taxDocuments.englishOnly'));
  w.doc.end();
  return w.doc;
}

/** A host's monthly statement as a PDF document (A4 landscape: nine columns). */
export function statementPdf(statement: Statement, language: Language, options: { compress?: boolean } = {}) {
  const lang = pdfLanguage(language);
  const month = monthName(statement.month, lang);
  const w = new Writer(lang, {
    title: `Stopover ${statement.month}`,
    landscape: true,
    compress: options.compress,
  });
  const { say, money } = w;
  w.title(`${say('taxDocuments.statement')}: ${month}`);
  w.field(say('taxDocuments.host'), statement.host.name);
  w.paragraph(
    statement.host.gstRegistered
      ? say('taxDocuments.hostRegistered', { number: statement.host.gstNumber ?? '' })
      : say('taxDocuments.hostNotRegistered', { rate: ratePercent(statement.flatRateCreditBp) }),
  );
  w.field(say('taxDocuments.platformGstNumber'), statement.platformGstNumber);
  w.paragraph(
    say('taxDocuments.period', {
      from: formatDisplayDate(statement.from),
      to: formatDisplayDate(statement.to),
    }),
  );
  w.paragraph(say('taxDocuments.statementScheme'));

  const figures = STATEMENT_COLUMNS;
  const stayWidth = w.width * 0.28;
  const figureWidth = (w.width - stayWidth) / figures.length;
  w.row(
    [
      { text: say('taxDocuments.stay'), width: stayWidth, bold: true },
      ...figures.map((key) => ({
        text: say(`taxDocuments.${key}`),
        width: figureWidth,
        bold: true,
        align: 'right' as const,
      })),
    ],
    8,
  );
  w.rule();
  if (statement.lines.length === 0) w.paragraph(say('taxDocuments.noMovements'));
  for (const line of statement.lines) {
    const stay = [
      `${line.location}: ${line.sites.join(', ')}`,
      say('taxDocuments.stayDates', {
        arrival: formatDisplayDate(line.arrival),
        departure: formatDisplayDate(line.departure),
      }),
      `${line.guest} · ${line.receiptNumber}`,
    ].join('\n');
    w.row(
      [
        { text: stay, width: stayWidth },
        ...figures.map((key) => ({ text: money(line[key]), width: figureWidth, align: 'right' as const })),
      ],
      8,
    );
  }
  w.rule();
  w.row(
    [
      { text: say('taxDocuments.totals'), width: stayWidth, bold: true },
      ...figures.map((key) => ({
        text: money(statement.totals[key]),
        width: figureWidth,
        bold: true,
        align: 'right' as const,
      })),
    ],
    8,
  );
  w.doc.moveDown(1);
  w.paragraph(say('taxDocuments.feeNoGst'));
  if (lang !== language) w.paragraph(say('taxDocuments.englishOnly'));
  w.doc.end();
  return w.doc;
}
