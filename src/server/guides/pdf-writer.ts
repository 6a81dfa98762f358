import 'server-only';
import { guidePdfCopy } from '@/content/guides/pdf-copy';
import type { GuideBody, GuideContent } from '@/content/guides/types';
import { directionOf, type Locale } from '@/i18n/routing';
import { baselineIn, COLUMN, CONTENT_BOTTOM, CONTENT_TOP, MARGIN } from './pdf-geometry';
import { stylesFor, type GuideStyles } from './pdf-palette';
import { drawLine, layoutText, lineStart, type Direction, type Line, type TextStyle } from './pdf-text';

/**
 * The drawing primitives of a guide's PDF: the page cursor, the reading direction's boxes, laid-out
 * lines, paragraphs that run over pages, one-line labels and badges. The pages themselves (cover,
 * contents, sections, furniture) are drawn by `GuidePdf` in pdf-render.ts.
 */
export class GuideWriter {
  readonly dir: Direction;
  readonly styles: GuideStyles;
  readonly body: GuideBody;
  y = CONTENT_TOP;
  /** Zero-based page of each section's heading. */
  readonly sectionPages = new Map<string, number>();
  protected pageCount = 0;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly guide: GuideContent,
    readonly locale: Locale,
    readonly url: string,
  ) {
    this.dir = directionOf(locale);
    this.styles = stylesFor(locale);
    this.body = guide[locale];
  }

  text(key: keyof typeof guidePdfCopy): string {
    return guidePdfCopy[key][this.locale];
  }

  addPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
    this.pageCount++;
    this.y = CONTENT_TOP;
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensure(height: number): void {
    if (this.y + height > CONTENT_BOTTOM) this.addPage();
  }

  /** The horizontal box of the column inset by `start` on the reading side and `end` on the other. */
  box(start = 0, end = 0): { left: number; width: number } {
    return { left: MARGIN + (this.dir === 'ltr' ? start : end), width: COLUMN - start - end };
  }

  /** x of a point `offset` from the column's start edge (left in English, right in Arabic). */
  fromStart(offset: number): number {
    return this.dir === 'ltr' ? MARGIN + offset : MARGIN + COLUMN - offset;
  }

  lines(text: string, style: TextStyle, width: number): Line[] {
    return layoutText(this.doc, text, style, width, this.dir);
  }

  /** Draws laid-out lines from `top` in a box, aligned to the reading side; returns the height used. */
  drawLines(lines: Line[], style: TextStyle, top: number, left: number, width: number): number {
    lines.forEach((line, index) => {
      drawLine(this.doc, line, lineStart(line, left, width, this.dir), baselineIn(top + index * style.leading, style), style);
    });
    return lines.length * style.leading;
  }

  /** A paragraph that may run over pages, line by line. */
  flow(text: string, style: TextStyle): void {
    const { left, width } = this.box();
    const lines = this.lines(text, style, width);
    // A paragraph leaves no single line at the foot of a page nor carries one alone to the next:
    // up to three lines stay together, and longer ones break with at least two on each side.
    this.ensure(style.leading * (lines.length <= 3 ? lines.length : 2));
    for (const [index, line] of lines.entries()) {
      this.ensure(style.leading * (lines.length > 3 && index === lines.length - 2 ? 2 : 1));
      this.drawLines([line], style, this.y, left, width);
      this.y += style.leading;
    }
  }

  /** The text on one line, shortened at a word with an ellipsis when it is too long. */
  oneLine(text: string, style: TextStyle, width: number): Line | undefined {
    const words = text.split(' ');
    let lines = this.lines(text, style, width);
    while (lines.length > 1 && words.length > 1) {
      words.pop();
      lines = this.lines(`${words.join(' ')}\u2026`, style, width);
    }
    return lines[0];
  }

  badge(label: string, centerX: number, centerY: number, radius: number, fill: string): void {
    const style = this.styles.badge;
    this.doc.circle(centerX, centerY, radius).fill(fill);
    const line = this.lines(label, style, radius * 4)[0];
    if (line) drawLine(this.doc, line, centerX - line.width / 2, centerY + style.size * 0.35, style);
  }
}
