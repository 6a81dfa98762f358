import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import bidiFactory from 'bidi-js';
import * as fontkit from 'fontkit';

/**
 * Bidirectional, shaped text for PDFKit. PDFKit shapes a run of one font through fontkit (Arabic joining
 * forms, ligatures, kerning) but wraps lines left to right only and lays a mixed Arabic-Latin string
 * out as one run. So this module breaks lines itself, orders each line with the Unicode Bidirectional
 * Algorithm (bidi-js) and hands PDFKit runs of one font and one direction, placed left to right.
 */

const bidi = bidiFactory();

export type Weight = 'regular' | 'bold';
type Script = 'latin' | 'latinExt' | 'arabic';
export type FaceName = `${Script}-${Weight}`;

/**
 * The site's faces (Inter for Latin, IBM Plex Sans Arabic), complete rather than cut to the site's copy.
 * next.config.ts ships these files with the PDF route (outputFileTracingIncludes).
 */
const FONT_FILES: Record<FaceName, string> = {
  'latin-regular': '@fontsource/inter/files/inter-latin-400-normal.woff',
  'latin-bold': '@fontsource/inter/files/inter-latin-700-normal.woff',
  'latinExt-regular': '@fontsource/inter/files/inter-latin-ext-400-normal.woff',
  'latinExt-bold': '@fontsource/inter/files/inter-latin-ext-700-normal.woff',
  'arabic-regular': '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff',
  'arabic-bold': '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff',
};

/** In order of preference for a character no Arabic rule claims. */
const FALLBACK: readonly Script[] = ['latin', 'latinExt', 'arabic'];

interface Face {
  data: Buffer;
  covers: ReadonlySet<number>;
}

let faces: Record<FaceName, Face> | undefined;

/**
 * A WOFF 1.0 file unpacked to the plain OpenType font it wraps. fontkit inflates a WOFF table on every
 * read (the glyph table once per glyph while subsetting), which made a PDF take a second to write.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    header.writeUInt32BE(table.tag, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(parts);
}

function loadFaces(): Record<FaceName, Face> {
  if (!faces) {
    const loaded = {} as Record<FaceName, Face>;
    for (const [name, file] of Object.entries(FONT_FILES) as [FaceName, string][]) {
      const data = woffToSfnt(readFileSync(join(process.cwd(), 'node_modules', file)));
      loaded[name] = { data, covers: new Set((fontkit.create(data) as fontkit.Font).characterSet) };
    }
    faces = loaded;
  }
  return faces;
}

/** Makes the faces known to a document under their FaceName. */
export function registerFaces(doc: PDFKit.PDFDocument): void {
  for (const [name, face] of Object.entries(loadFaces())) doc.registerFont(name, face.data);
}

export interface TextStyle {
  size: number;
  weight: Weight;
  color: string;
  /** Baseline-to-baseline distance in points. */
  leading: number;
}

export interface Piece {
  face: FaceName;
  /** In the order PDFKit must receive it: logical for an Arabic run (fontkit lays it out right to left), visual otherwise. */
  text: string;
  width: number;
}

export interface Line {
  /** Left to right as drawn. */
  pieces: Piece[];
  width: number;
}

export type Direction = 'ltr' | 'rtl';

// Passing features (any) makes PDFKit shape a whole run in one fontkit call instead of word by word,
// which would put the words of an Arabic run in left-to-right order. fontkit keeps the script's defaults.
const FEATURES: PDFKit.Mixins.OpenTypeFeatures[] = ['kern'];

const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;
const NEUTRAL_TYPES = new Set(['WS', 'ON', 'CS', 'ES', 'ET', 'BN', 'S']);

/**
 * A temperature such as "45 °C" or "45-50 °C" reads as one left-to-right unit inside Arabic: without
 * the isolate the algorithm treats "°" as Arabic-side punctuation and shows "C° 45".
 */
function isolateUnits(text: string): string {
  return text.replace(/\d[\d.,]*(?:\s?[-\u2013]\s?\d[\d.,]*)?\s?°\s?[CF]\b/g, (unit) => `\u2066${unit}\u2069`);
}

function chooseScript(char: string, previous: Script | undefined, covers: (script: Script, codePoint: number) => boolean): Script {
  const codePoint = char.codePointAt(0)!;
  if (ARABIC_LETTER.test(char) && covers('arabic', codePoint)) return 'arabic';
  // Spaces and punctuation stay in the run they follow, so an Arabic phrase is one shaped run.
  if (previous && NEUTRAL_TYPES.has(bidi.getBidiCharTypeName(char)) && covers(previous, codePoint)) return previous;
  return FALLBACK.find((script) => covers(script, codePoint)) ?? 'latin';
}

type Measure = (face: FaceName, size: number, text: string) => number;

// Widths depend only on the font, size and text, so they are kept across documents: shaping is most
// of the cost of a PDF, and the same words come back in every guide.
const widths = new Map<string, number>();

function measurer(doc: PDFKit.PDFDocument): Measure {
  return (face, size, text) => {
    const key = `${face}\u0000${size}\u0000${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      width = doc.font(face).fontSize(size).widthOfString(text, { features: FEATURES });
      widths.set(key, width);
    }
    return width;
  };
}

/** Width of a logical range, run by run; Arabic words are measured shaped. */
function rangeWidth(text: string, scripts: Script[], from: number, to: number, style: TextStyle, measure: Measure): number {
  let width = 0;
  let runStart = from;
  for (let index = from; index <= to; index++) {
    if (index === to || scripts[index] !== scripts[runStart]) {
      const run = text.slice(runStart, index).replace(new RegExp(BIDI_CONTROLS, 'g'), '');
      if (run) width += measure(`${scripts[runStart]!}-${style.weight}`, style.size, run);
      runStart = index;
    }
  }
  return width;
}

/** Line ranges [start, end) of the logical text, broken at spaces; a word wider than the line is cut. */
function breakLines(text: string, scripts: Script[], width: number, style: TextStyle, measure: Measure): [number, number][] {
  const words: [number, number][] = [];
  for (const match of text.matchAll(/[^ \n]+/g)) words.push([match.index, match.index + match[0].length]);

  const lines: [number, number][] = [];
  let line: [number, number] | undefined;
  let lineWidth = 0;
  for (const [wordStart, end] of words) {
    let start = wordStart;
    let wordWidth = rangeWidth(text, scripts, start, end, style, measure);
    if (line) {
      const gap = rangeWidth(text, scripts, line[1], start, style, measure);
      if (lineWidth + gap + wordWidth <= width + 0.01) {
        line[1] = end;
        lineWidth += gap + wordWidth;
        continue;
      }
      lines.push(line);
      line = undefined;
    }
    // A single word wider than the column (a long URL): cut it where it no longer fits.
    while (wordWidth > width && end - start > 1) {
      let cut = start + 1;
      while (cut < end && rangeWidth(text, scripts, start, cut + 1, style, measure) <= width) cut++;
      lines.push([start, cut]);
      start = cut;
      wordWidth = rangeWidth(text, scripts, start, end, style, measure);
    }
    line = [start, end];
    lineWidth = wordWidth;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Lays a paragraph out in lines no wider than `width`, each ready to draw left to right. The
 * direction is the paragraph's base direction: the page's language, whatever the first word is.
 */
export function layoutText(doc: PDFKit.PDFDocument, source: string, style: TextStyle, width: number, direction: Direction): Line[] {
  const text = isolateUnits(source.replace(/\s+/g, ' ').trim());
  if (!text) return [];
  const all = loadFaces();
  const covers = (script: Script, codePoint: number) => all[`${script}-${style.weight}`].covers.has(codePoint);
  const scripts: Script[] = [];
  for (const char of text) {
    // Code points outside the BMP take two indices; both get the same script.
    const script = chooseScript(char, scripts.at(-1), covers);
    for (let unit = 0; unit < char.length; unit++) scripts.push(script);
  }
  const measure = measurer(doc);
  const levels = bidi.getEmbeddingLevels(text, direction);

  return breakLines(text, scripts, width, style, measure).map(([start, end]) => {
    const visual = bidi.getReorderedIndices(text, levels, start, end - 1).slice(start, end);
    const pieces: Piece[] = [];
    let group: number[] = [];
    const flush = () => {
      if (group.length === 0) return;
      const first = group[0]!;
      const rtl = (levels.levels[first]! & 1) === 1;
      let chars = group.map((index) => (rtl ? bidi.getMirroredCharacter(text[index]!) : null) ?? text[index]!);
      const run = chars.join('');
      // fontkit reverses a run it detects as Arabic script; hand it such a run in logical order.
      if (rtl && ARABIC_SCRIPT.test(run)) chars = chars.reverse();
      const face: FaceName = `${scripts[first]!}-${style.weight}`;
      const drawn = chars.join('');
      pieces.push({ face, text: drawn, width: measure(face, style.size, drawn) });
      group = [];
    };
    for (const index of visual) {
      if (BIDI_CONTROLS.test(text[index]!)) continue;
      const previous = group.at(-1);
      if (previous !== undefined && (scripts[previous] !== scripts[index] || levels.levels[previous] !== levels.levels[index])) flush();
      group.push(index);
    }
    flush();
    return { pieces, width: pieces.reduce((sum, piece) => sum + piece.width, 0) };
  });
}

/** Draws a line from `x` (its left end) on the baseline `y`. */
export function drawLine(doc: PDFKit.PDFDocument, line: Line, x: number, y: number, style: TextStyle): void {
  doc.fillColor(style.color);
  let left = x;
  for (const piece of line.pieces) {
    // `textWidth` (known to PDFKit, not to its typings) spares it measuring the run again.
    const options: PDFKit.Mixins.TextOptions & { textWidth: number } = { lineBreak: false, baseline: 'alphabetic', features: FEATURES, textWidth: piece.width };
    doc.font(piece.face).fontSize(style.size).text(piece.text, left, y, options);
    left += piece.width;
  }
}

/** The left end of a line aligned to the start (or end) side of the box [left, left + width]. */
export function lineStart(line: Line, left: number, width: number, direction: Direction, align: 'start' | 'end' = 'start'): number {
  const toRight = (direction === 'rtl') === (align === 'start');
  return toRight ? left + width - line.width : left;
}

/** Widest single word of a text, for sizing table columns. */
export function longestWord(doc: PDFKit.PDFDocument, text: string, style: TextStyle, direction: Direction): number {
  return Math.max(0, ...text.split(/\s+/).map((word) => layoutText(doc, word, style, Infinity, direction)[0]?.width ?? 0));
}

/** Width of the text on one line. */
export function textWidth(doc: PDFKit.PDFDocument, text: string, style: TextStyle, direction: Direction): number {
  return layoutText(doc, text, style, Infinity, direction)[0]?.width ?? 0;
}
