import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import type { TInvoice } from '@amplio/shared/schemas/invoices';
import { documentSections } from './invoice-lines';

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const LABEL_WIDTH = 150;
const SIZE = 10;
const LINE = 14;

/** The standard PDF fonts write WinAnsi only: anything else (other scripts, emoji) prints as "?". */
const printable = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, (c) => (/\p{M}/u.test(c) ? '' : '?'));

/** Breaks text into lines no wider than `width` at `size`, at spaces (a word longer than a line is cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) line = next;
    else {
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** The document as a one-page A4 PDF whose text reads back line by line ("Label: value"). */
export async function renderInvoicePdf(doc: TInvoice): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${doc.kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${doc.number}`);
  pdf.setAuthor(printable(doc.supplier.legal_name));
  pdf.setCreationDate(new Date(doc.issued_at));
  pdf.setModificationDate(new Date(doc.issued_at));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const valueWidth = PAGE.width - 2 * PAGE.margin - LABEL_WIDTH;
  const ensure = (height: number) => {
    if (y - height >= PAGE.margin) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };

  const { title, sections } = documentSections(doc);
  page.drawText(title, { x: PAGE.margin, y: y - 18, size: 18, font: bold, color: rgb(0.1, 0.1, 0.1) });
  y -= 40;
  for (const section of sections) {
    ensure(LINE * 3);
    page.drawText(printable(section.heading), { x: PAGE.margin, y, size: 12, font: bold });
    y -= LINE + 4;
    for (const [label, value] of section.rows) {
      const lines = wrap(printable(value), regular, SIZE, valueWidth);
      ensure(LINE * lines.length);
      page.drawText(`${label}:`, { x: PAGE.margin, y, size: SIZE, font: bold });
      for (const line of lines) {
        page.drawText(line, { x: PAGE.margin + LABEL_WIDTH, y, size: SIZE, font: regular });
        y -= LINE;
      }
    }
    y -= 8;
  }
  ensure(LINE * 2);
  page.drawText('This is a computer-generated document and needs no signature.', {
    x: PAGE.margin,
    y: y - 6,
    size: 8,
    font: regular,
    color: rgb(0.4, 0.4, 0.4),
  });
  return pdf.save();
}
