import { beforeAll, describe, expect, it } from 'vitest';
import { summerGuide } from '../../../tests/support/guide-fixture';
import { guideUrl, renderGuidePdf } from './guide-pdf';

const SITE = 'https://siyana.example';

/** A PDF literal string's text: escapes undone, UTF-16BE when it starts with a byte order mark. */
function decodeLiteral(raw: Buffer): string {
  const bytes: number[] = [];
  for (let index = 0; index < raw.length; index++) {
    const byte = raw[index]!;
    if (byte !== 0x5c) {
      bytes.push(byte);
      continue;
    }
    const next = String.fromCharCode(raw[++index]!);
    const octal = /[0-7]/.test(next) ? /^[0-7]{1,3}/.exec(raw.toString('latin1', index, index + 3))![0] : '';
    if (octal) {
      bytes.push(parseInt(octal, 8));
      index += octal.length - 1;
    } else bytes.push(({ n: 10, r: 13, t: 9, b: 8, f: 12 } as Record<string, number>)[next] ?? next.charCodeAt(0));
  }
  const buffer = Buffer.from(bytes);
  return buffer[0] === 0xfe && buffer[1] === 0xff ? buffer.subarray(2).swap16().toString('utf16le') : buffer.toString('latin1');
}

/** The document information entry `key` (Title, Author...), read through the trailer's /Info. */
function info(pdf: Buffer, key: string): string | undefined {
  const text = pdf.toString('latin1');
  const infoRef = /\/Info (\d+) 0 R/.exec(text)?.[1];
  const dictionary = new RegExp(`\\n${infoRef} 0 obj\\s*<<([\\s\\S]*?)>>`).exec(text)?.[1] ?? '';
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1];
  const start = text.indexOf(`\n${ref} 0 obj\n(`);
  if (!ref || start < 0) return undefined;
  const from = text.indexOf('(', start) + 1;
  const to = text.indexOf(')\nendobj', from);
  return decodeLiteral(pdf.subarray(from, to));
}

/** Zero-based page a named destination points to. */
function destinationPage(pdf: Buffer, name: string): number | undefined {
  const text = pdf.toString('latin1');
  const kids = [.../\/Type \/Pages\s*\/Count \d+\s*\/Kids \[([^\]]*)\]/.exec(text)![1]!.matchAll(/(\d+) 0 R/g)].map((match) => match[1]);
  const page = new RegExp(`\\(${name}\\) \\[(\\d+) 0 R`).exec(text)?.[1];
  return page === undefined ? undefined : kids.indexOf(page);
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
const fonts = (pdf: Buffer) => [...new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((match) => match[1]))].sort();

describe('renderGuidePdf', () => {
  const pdfs: Record<'en' | 'ar', Buffer> = { en: Buffer.alloc(0), ar: Buffer.alloc(0) };
  beforeAll(async () => {
    pdfs.en = await renderGuidePdf(summerGuide, 'en', { siteUrl: SITE });
    pdfs.ar = await renderGuidePdf(summerGuide, 'ar', { siteUrl: SITE });
  });

  it.each(['en', 'ar'] as const)('writes a complete %s PDF with its language and metadata', (locale) => {
    const pdf = pdfs[locale];
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pdf.toString('latin1')).toContain(`/Lang (${locale})`);
    expect(info(pdf, 'Title')).toBe(summerGuide.title[locale]);
    expect(info(pdf, 'Author')).toBe(summerGuide.author[locale]);
    expect(info(pdf, 'Subject')).toBe(summerGuide.summary[locale]);
    // Cover, contents and the sections: four sections of a few blocks fill a handful of pages.
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(4);
    expect(pageCount(pdf)).toBeLessThanOrEqual(8);
  });

  it('embeds subsets of the site fonts: Inter in English, Plex Sans Arabic with Inter for Latin words in Arabic', () => {
    expect(fonts(pdfs.en)).toEqual(['Inter-Bold', 'Inter-Regular']);
    expect(fonts(pdfs.ar)).toEqual(['IBMPlexSansArabic-Bold', 'IBMPlexSansArabic-Regular', 'Inter-Bold', 'Inter-Regular']);
    for (const pdf of Object.values(pdfs)) {
      // Every font's program is in the file; none is a standard font the reader must substitute.
      expect(pdf.toString('latin1').match(/\/FontFile2 /g)?.length).toBe(fonts(pdf).length);
      expect(pdf.toString('latin1')).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    }
  });

  it('links the cover to the guide in its language and the contents to each section', () => {
    expect(pdfs.en.toString('latin1')).toContain(`/URI (${SITE}/resources/guides/${summerGuide.id})`);
    expect(pdfs.ar.toString('latin1')).toContain(`/URI (${SITE}/ar/resources/guides/${summerGuide.id})`);
    for (const pdf of Object.values(pdfs)) {
      const text = pdf.toString('latin1');
      for (const section of summerGuide.en.sections) {
        expect(text).toContain(`(${section.id}) [`);
        expect(text).toContain(`/D (${section.id})`);
      }
      // Cover, contents with the intro, then the sections.
      expect(destinationPage(pdf, summerGuide.en.sections[0]!.id)).toBe(2);
      // One bookmark per section.
      const outlines = /\/Outlines (\d+) 0 R/.exec(text)?.[1];
      expect(text.match(new RegExp(`/Parent ${outlines} 0 R\\n/Title`, 'g'))?.length).toBe(summerGuide.en.sections.length);
    }
  });

  it('runs the contents over more pages when a guide has many sections, each still linked', async () => {
    const sections = Array.from({ length: 30 }, (_, index) => ({ ...summerGuide.ar.sections[index % 4]!, id: `part-${index}` }));
    const pdf = await renderGuidePdf({ ...summerGuide, ar: { ...summerGuide.ar, sections } }, 'ar', { siteUrl: SITE });
    const text = pdf.toString('latin1');
    for (const section of sections) expect(text).toContain(`/D (${section.id})`);
    // Cover, two pages of contents, then the first section.
    expect(destinationPage(pdf, 'part-0')).toBe(3);
    expect(destinationPage(pdf, summerGuide.ar.sections[0]!.id)).toBeUndefined();
  });

  it('gives the same bytes for the same guide', async () => {
    expect((await renderGuidePdf(summerGuide, 'ar', { siteUrl: SITE })).equals(pdfs.ar)).toBe(true);
  });
});

describe('guideUrl', () => {
  it('is the guide page in its language at the site address', () => {
    expect(guideUrl(summerGuide, 'en', 'https://siyana.sa/')).toBe(`https://siyana.sa/resources/guides/${summerGuide.id}`);
    expect(guideUrl(summerGuide, 'ar', 'https://siyana.sa')).toBe(`https://siyana.sa/ar/resources/guides/${summerGuide.id}`);
  });
});
