import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { layoutText, registerFaces, woffToSfnt, type Line, type TextStyle } from './pdf-text';

const style: TextStyle = { size: 11, weight: 'regular', color: '#000', leading: 18 };

function document(): PDFKit.PDFDocument {
  const doc = new PDFDocument({ autoFirstPage: false });
  registerFaces(doc);
  return doc;
}

/** The pieces of a line as drawn, left to right: [face script, text]. */
const drawn = (line: Line) => line.pieces.map((piece) => [piece.face.replace(/-(regular|bold)$/, ''), piece.text]);

const plexArabic = fontkit.create(
  woffToSfnt(readFileSync(join(process.cwd(), 'node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff'))),
) as fontkit.Font;

describe('layoutText', () => {
  it('orders an Arabic line right to left with Latin words and numbers left to right in place', () => {
    const [line] = layoutText(document(), 'نظام مثل Siyana يتابع 12 أمر عمل', style, Infinity, 'rtl');
    expect(drawn(line!)).toEqual([
      ['arabic', 'أمر عمل'],
      ['latin', ' '],
      ['latin', '12'],
      ['arabic', 'يتابع '],
      ['latin', ' '],
      ['latin', 'Siyana'],
      ['arabic', 'نظام مثل '],
    ]);
  });

  it('keeps a temperature with its unit as one left-to-right unit in Arabic', () => {
    const [line] = layoutText(document(), 'تتجاوز الحرارة 45 °C صيفاً', style, Infinity, 'rtl');
    expect(drawn(line!).map(([, text]) => text)).toEqual(['صيفاً', ' ', '45 °C', 'تتجاوز الحرارة ']);
  });

  it('mirrors brackets inside right-to-left text', () => {
    const [line] = layoutText(document(), 'نظام (BMS) للمبنى', style, Infinity, 'rtl');
    // Drawn left to right: "للمبنى" then ") BMS (" mirrored, so the reader sees "(BMS)" opening on the right.
    expect(drawn(line!).map(([, text]) => text).join('|')).toBe('للمبنى| (|BMS|)|نظام ');
  });

  it('hands fontkit each Arabic run in logical order, so it is shaped with joined forms', () => {
    const [line] = layoutText(document(), 'سلام عليكم', style, Infinity, 'rtl');
    const [piece] = line!.pieces;
    expect(piece!.text).toBe('سلام عليكم');
    // fontkit lays the run out right to left: the glyphs come out in visual order, in contextual forms.
    const names = plexArabic.layout(piece!.text, ['kern']).glyphs.map((glyph) => glyph.name);
    expect(names).toEqual(['uniFEE2', 'uniFEDC', 'uniFEF4', 'uniFEE0', 'uniFECB', 'space', 'uni0645', 'uniFEFC', 'uniFEB3']);
  });

  it('lays an English line out left to right, with an Arabic word in the Arabic face', () => {
    const [line] = layoutText(document(), 'The word صيانة means maintenance', style, Infinity, 'ltr');
    expect(drawn(line!)).toEqual([
      ['latin', 'The word '],
      ['arabic', 'صيانة'],
      ['arabic', ' '],
      ['latin', 'means maintenance'],
    ]);
  });

  it('breaks at spaces within the width, keeping every word, in both directions', () => {
    const doc = document();
    const english = 'Condenser coils packed with sand lose heat rejection on rooftop units in the first week above 45 °C.';
    const arabic = 'ملفات المكثف المسدودة بالرمل تفقد قدرتها على طرد الحرارة في الأسبوع الأول الذي تتجاوز فيه الحرارة 45 °C.';
    for (const [text, direction] of [[english, 'ltr'], [arabic, 'rtl']] as const) {
      const lines = layoutText(doc, text, style, 160, direction);
      expect(lines.length).toBeGreaterThan(2);
      for (const line of lines) expect(line.width).toBeLessThanOrEqual(160.5);
      const characters = lines.flatMap((line) => line.pieces.map((piece) => piece.text)).join('').replace(/\s/g, '');
      expect(characters.length).toBe(text.replace(/\s/g, '').length);
    }
  });

  it('cuts a word longer than the line', () => {
    const lines = layoutText(document(), 'https://siyana.sa/resources/guides/summer-peak-hvac-readiness-for-gulf-facilities', style, 120, 'ltr');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(120.5);
  });
});

describe('woffToSfnt', () => {
  it('unpacks a WOFF file to the same font', () => {
    const file = join(process.cwd(), 'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff');
    const woff = fontkit.create(readFileSync(file)) as fontkit.Font;
    const sfnt = fontkit.create(woffToSfnt(readFileSync(file))) as fontkit.Font;
    expect(sfnt.postscriptName).toBe(woff.postscriptName);
    expect(sfnt.numGlyphs).toBe(woff.numGlyphs);
    expect(sfnt.layout('Siyana 45 °C').advanceWidth).toBe(woff.layout('Siyana 45 °C').advanceWidth);
  });
});
