import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js's own metrics of the 14 standard fonts, from its package (nothing fetched). */
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/**
 * A PDF's text as lines, read back with pdf.js (pure JavaScript, nothing downloaded): the items of each page grouped
 * by their baseline, top to bottom, joined left to right, as `pdftotext -layout` would print them.
 */
export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, standardFontDataUrl });
  const doc = await task.promise;
  const lines: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const content = await page.getTextContent();
    const rows = new Map<number, { x: number; text: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue;
      const y = Math.round(item.transform[5]);
      const x = item.transform[4];
      rows.set(y, [...(rows.get(y) ?? []), { x, text: item.str }]);
    }
    for (const y of [...rows.keys()].sort((a, b) => b - a)) {
      lines.push(
        rows
          .get(y)!
          .sort((a, b) => a.x - b.x)
          .map((i) => i.text)
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    }
  }
  await task.destroy();
  return lines;
}

/** The value printed after "Label:" on its line, for reading a document back field by field. */
export function fieldOf(lines: string[], label: string): string | undefined {
  const line = lines.find((l) => l.startsWith(`${label}:`));
  return line?.slice(label.length + 1).trim();
}
