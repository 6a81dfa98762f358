import 'server-only';
import PDFDocument from 'pdfkit';
import type { GuideBlock, GuideContent, GuideSection } from '@/content/guides/types';
import { site } from '@/content/site';
import { env } from '@/env';
import { localizeHref } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatCalendarDate } from '@/lib/riyadh-time';
import { baselineIn, COLUMN, CONTENT_BOTTOM, CONTENT_TOP, MARGIN, PAGE_HEIGHT, PAGE_WIDTH } from './pdf-geometry';
import { AMBER_500, LEADER, LINE, NAVY_50, NAVY_700, NAVY_800, NAVY_900, TEAL_50, TEAL_500, TEAL_700, WHITE } from './pdf-palette';
import { columnLefts, columnWidths } from './pdf-table';
import { GuideWriter } from './pdf-writer';
import { drawLine, layoutText, lineStart, longestWord, registerFaces, textWidth, type Line } from './pdf-text';

/**
 * Writes a guide: the cover, then the body from the page after the contents, then the contents (when
 * the sections' pages are known) and the running header and footer on every page after the cover.
 */
class GuidePdf extends GuideWriter {
  // ---- cover -------------------------------------------------------------------------------------

  cover(): void {
    const { doc, styles } = this;
    const bandHeight = 540;
    doc.rect(0, 0, PAGE_WIDTH, bandHeight).fill(NAVY_900);
    // Quiet geometry on the far side of the band, echoing the site's hero art.
    doc.save();
    doc.rect(0, 0, PAGE_WIDTH, bandHeight).clip();
    const farX = this.dir === 'ltr' ? PAGE_WIDTH - 40 : 40;
    doc.circle(farX, bandHeight - 30, 190).fill(NAVY_800);
    doc.circle(farX, bandHeight - 30, 120).fill(NAVY_700);
    doc.circle(farX, bandHeight - 30, 56).fill(NAVY_800);
    doc.restore();
    doc.rect(0, bandHeight, PAGE_WIDTH, 6).fill(TEAL_500);

    this.brand(66);

    let top = 228;
    const { left, width } = this.box(0, 40);
    top += this.drawLines(this.lines(this.text('kicker'), styles.coverKicker, width), styles.coverKicker, top, left, width) + 10;
    top += this.drawLines(this.lines(this.guide.title[this.locale], styles.coverTitle, width), styles.coverTitle, top, left, width) + 18;
    doc.rect(this.dir === 'ltr' ? left : left + width - 48, top, 48, 3).fill(AMBER_500);
    top += 20;
    this.drawLines(this.lines(this.guide.summary[this.locale], styles.coverSummary, width - 20), styles.coverSummary, top, this.dir === 'ltr' ? left : left + 20, width - 20);

    // Facts under the band: who wrote it, when it was reviewed, where it lives online.
    let y = bandHeight + 44;
    const facts: [string, string, boolean][] = [
      [this.text('writtenBy'), this.guide.author[this.locale], false],
      [this.text('updated'), formatCalendarDate(this.guide.updated, this.locale), false],
      [this.text('readOnline'), this.url, true],
    ];
    for (const [label, value, isLink] of facts) {
      this.drawLines(this.lines(label, styles.coverLabel, COLUMN), styles.coverLabel, y, MARGIN, COLUMN);
      y += styles.coverLabel.leading + 1;
      const valueStyle = isLink ? styles.coverLink : styles.coverValue;
      // The address is a Latin string in both languages: laid out left to right, placed on the reading side.
      const lines = isLink ? layoutText(doc, value, valueStyle, COLUMN, 'ltr') : this.lines(value, valueStyle, COLUMN);
      const height = this.drawLines(lines, valueStyle, y, MARGIN, COLUMN);
      if (isLink) {
        const lineWidth = Math.max(...lines.map((line) => line.width));
        doc.link(this.dir === 'ltr' ? MARGIN : MARGIN + COLUMN - lineWidth, y, lineWidth, height, value);
      }
      y += height + 14;
    }

    const notice = this.lines(this.text('notice'), styles.notice, COLUMN);
    const noticeTop = PAGE_HEIGHT - 48 - notice.length * styles.notice.leading;
    doc.moveTo(MARGIN, noticeTop - 10).lineTo(MARGIN + COLUMN, noticeTop - 10).lineWidth(0.6).stroke(LINE);
    this.drawLines(notice, styles.notice, noticeTop, MARGIN, COLUMN);
  }

  /** The Siyana mark and name, as in the site's header (logo.tsx), on the navy band. */
  brand(top: number): void {
    const { doc, styles } = this;
    const size = 34;
    const markX = this.dir === 'ltr' ? MARGIN : MARGIN + COLUMN - size;
    doc.save();
    doc.translate(markX, top).scale(size / 40);
    doc.roundedRect(0, 0, 40, 40, 10).fill(NAVY_800);
    doc.path('M11 29V15l9-5 9 5v14').lineWidth(2.4).lineJoin('round').stroke(WHITE);
    doc.path('M9 23h6l2.5-5 4 9 2.5-4H31').lineWidth(2.4).lineCap('round').lineJoin('round').stroke(TEAL_500);
    doc.circle(30, 11, 3).fill(AMBER_500);
    doc.restore();
    const name = layoutText(doc, site.name, styles.coverBrand, COLUMN, 'ltr')[0]!;
    const nameX = this.dir === 'ltr' ? markX + size + 10 : markX - 10 - name.width;
    drawLine(doc, name, nameX, top + size / 2 + styles.coverBrand.size * 0.36, styles.coverBrand);
    const tagline = this.lines(site.tagline[this.locale], styles.coverTagline, COLUMN)[0];
    if (tagline) drawLine(doc, tagline, lineStart(tagline, MARGIN, COLUMN, this.dir), top + size + 24, styles.coverTagline);
  }

  // ---- contents ----------------------------------------------------------------------------------

  /**
   * The intro (when it goes there) and the list of sections with their page numbers, from the
   * second page on. Run first with `draw` false to count the pages it needs, then again to draw.
   */
  contents(withIntro: boolean, draw: boolean): number {
    const { doc, styles } = this;
    const top = CONTENT_TOP + 10;
    let page = 0;
    let y = top;
    const fit = (height: number) => {
      if (y + height <= CONTENT_BOTTOM) return;
      page++;
      y = top;
      if (draw) doc.switchToPage(1 + page);
    };
    if (draw) doc.switchToPage(1);
    if (withIntro) {
      for (const paragraph of this.body.intro) {
        const lines = this.lines(paragraph, styles.lead, COLUMN);
        if (draw) this.drawLines(lines, styles.lead, y, MARGIN, COLUMN);
        y += lines.length * styles.lead.leading + 10;
      }
      y += 12;
      if (draw) doc.moveTo(MARGIN, y).lineTo(MARGIN + COLUMN, y).lineWidth(0.6).stroke(LINE);
      y += 24;
    }
    const title = this.lines(this.text('contents'), styles.pageTitle, COLUMN);
    if (draw) this.drawLines(title, styles.pageTitle, y, MARGIN, COLUMN);
    y += title.length * styles.pageTitle.leading + 16;

    const entry = styles.tocEntry;
    const numberWidth = 34;
    const pageWidth = 36;
    const titleBox = this.box(numberWidth, pageWidth + 12);
    this.body.sections.forEach((section, index) => {
      const lines = this.lines(section.title, entry, titleBox.width);
      fit(lines.length * entry.leading + 14);
      const entryTop = y;
      y += lines.length * entry.leading;
      if (draw) {
        const number = this.lines(String(index + 1).padStart(2, '0'), styles.tocNumber, numberWidth)[0]!;
        drawLine(doc, number, this.dir === 'ltr' ? MARGIN : MARGIN + COLUMN - number.width, baselineIn(entryTop, entry), styles.tocNumber);
        this.drawLines(lines, entry, entryTop, titleBox.left, titleBox.width);
        const pageLine = this.lines(String((this.sectionPages.get(section.id) ?? 0) + 1), styles.tocNumber, pageWidth)[0]!;
        const lastBaseline = baselineIn(y - entry.leading, entry);
        const pageX = this.dir === 'ltr' ? MARGIN + COLUMN - pageLine.width : MARGIN;
        drawLine(doc, pageLine, pageX, lastBaseline, { ...styles.tocNumber, color: NAVY_900 });
        // A dotted leader from the end of the title to the page number.
        const lastWidth = lines.at(-1)?.width ?? 0;
        const [from, to] =
          this.dir === 'ltr' ? [titleBox.left + lastWidth + 6, pageX - 6] : [pageX + pageLine.width + 6, titleBox.left + titleBox.width - lastWidth - 6];
        if (to - from > 8) {
          doc.save().moveTo(from, lastBaseline).lineTo(to, lastBaseline).lineWidth(0.8).dash(0.8, { space: 3 }).stroke(LEADER).restore();
        }
        doc.goTo(MARGIN, entryTop, COLUMN, y - entryTop, section.id);
        doc.moveTo(MARGIN, y + 6).lineTo(MARGIN + COLUMN, y + 6).lineWidth(0.5).stroke(LINE);
      }
      y += 14;
    });
    return page + 1;
  }

  // ---- body --------------------------------------------------------------------------------------

  section(section: GuideSection, index: number): void {
    const { doc, styles } = this;
    const style = styles.heading;
    const titleBox = this.box(34);
    const lines = this.lines(section.title, style, titleBox.width);
    const height = lines.length * style.leading;
    if (this.y > CONTENT_TOP) this.y += 18;
    // A heading keeps at least three lines of its section with it.
    this.ensure(height + 12 + 3 * styles.body.leading);
    const top = this.y;
    this.sectionPages.set(section.id, this.pageCount - 1);
    doc.addNamedDestination(section.id, 'FitH', PAGE_HEIGHT - top + 12);
    doc.outline.addItem(section.title);

    const size = 24;
    const badgeX = this.dir === 'ltr' ? MARGIN : MARGIN + COLUMN - size;
    const badgeTop = top + (style.leading - size) / 2;
    doc.roundedRect(badgeX, badgeTop, size, size, 6).fill(TEAL_700);
    const number = this.lines(String(index + 1), styles.badge, size)[0]!;
    drawLine(doc, number, badgeX + (size - number.width) / 2, badgeTop + size / 2 + styles.badge.size * 0.36, styles.badge);
    this.drawLines(lines, style, top, titleBox.left, titleBox.width);
    this.y = top + height + 8;
    doc.moveTo(MARGIN, this.y).lineTo(MARGIN + COLUMN, this.y).lineWidth(0.6).stroke(LINE);
    this.y += 14;
    section.blocks.forEach((block) => this.block(block));
  }

  block(block: GuideBlock): void {
    switch (block.type) {
      case 'p':
        this.flow(block.text, this.styles.body);
        this.y += 9;
        return;
      case 'ul':
      case 'ol':
        this.list(block.items, block.type === 'ol');
        this.y += 8;
        return;
      case 'table':
        this.table(block.head, block.rows);
        this.y += 16;
        return;
      case 'tip':
        this.tip(block.title, block.text);
        this.y += 16;
        return;
    }
  }

  list(items: readonly string[], numbered: boolean): void {
    const style = this.styles.body;
    const indent = numbered ? 26 : 18;
    const { left, width } = this.box(indent);
    items.forEach((item, index) => {
      const lines = this.lines(item, style, width);
      // A list does not start on the last line of a page.
      this.ensure(style.leading * Math.min(lines.length + (index === 0 ? 1 : 0), 2));
      const markerY = this.y + style.leading / 2;
      if (numbered) this.badge(String(index + 1), this.fromStart(9), markerY, 8, TEAL_700);
      else this.doc.circle(this.fromStart(6), markerY, 2.3).fill(TEAL_500);
      for (const line of lines) {
        this.ensure(style.leading);
        this.drawLines([line], style, this.y, left, width);
        this.y += style.leading;
      }
      this.y += 4;
    });
  }

  table(head: readonly string[], rows: readonly (readonly string[])[]): void {
    const { doc, styles } = this;
    const padX = 8;
    const padY = 6;
    const columns = head.length;
    const all = [head, ...rows];
    const cellStyle = (row: number) => (row === 0 ? styles.tableHead : styles.tableCell);
    const natural = Array.from({ length: columns }, (_, c) => Math.max(...all.map((row, r) => textWidth(doc, row[c] ?? '', cellStyle(r), this.dir))) + 2 * padX);
    const minimum = Array.from({ length: columns }, (_, c) => Math.max(...all.map((row, r) => longestWord(doc, row[c] ?? '', cellStyle(r), this.dir))) + 2 * padX);
    const widths = columnWidths(natural, minimum, COLUMN);
    const xs = columnLefts(widths, MARGIN, COLUMN, this.dir);
    const layoutRow = (row: readonly string[], r: number) => {
      const cells = row.map((cell, c) => this.lines(cell, cellStyle(r), widths[c]! - 2 * padX));
      const height = Math.max(...cells.map((lines) => lines.length)) * cellStyle(r).leading + 2 * padY;
      return { cells, height };
    };
    const header = layoutRow(head, 0);
    const drawRow = (row: { cells: Line[][]; height: number }, r: number) => {
      const fill = r === 0 ? NAVY_900 : r % 2 === 0 ? NAVY_50 : WHITE;
      doc.rect(MARGIN, this.y, COLUMN, row.height).fill(fill);
      row.cells.forEach((lines, c) => this.drawLines(lines, cellStyle(r), this.y + padY, xs[c]! + padX, widths[c]! - 2 * padX));
      if (r > 0) doc.moveTo(MARGIN, this.y + row.height).lineTo(MARGIN + COLUMN, this.y + row.height).lineWidth(0.5).stroke(LINE);
      this.y += row.height;
    };
    const body = rows.map((row, index) => layoutRow(row, index + 1));
    this.ensure(header.height + (body[0]?.height ?? 0));
    drawRow(header, 0);
    body.forEach((row, index) => {
      // A row never splits: it moves to the next page under a repeated header.
      if (this.y + row.height > CONTENT_BOTTOM) {
        this.addPage();
        drawRow(header, 0);
      }
      drawRow(row, index + 1);
    });
  }

  tip(title: string, text: string): void {
    const { doc, styles } = this;
    const pad = 14;
    const bar = 4;
    const { left, width } = this.box(pad + bar, pad);
    const titleLines = this.lines(title, styles.tipTitle, width);
    const textLines = this.lines(text, styles.tipText, width);
    const height = pad + titleLines.length * styles.tipTitle.leading + 4 + textLines.length * styles.tipText.leading + pad;
    this.ensure(height);
    const top = this.y;
    doc.save();
    doc.roundedRect(MARGIN, top, COLUMN, height, 6).clip();
    doc.rect(MARGIN, top, COLUMN, height).fill(TEAL_50);
    doc.rect(this.dir === 'ltr' ? MARGIN : MARGIN + COLUMN - bar, top, bar, height).fill(TEAL_500);
    doc.restore();
    let y = top + pad;
    y += this.drawLines(titleLines, styles.tipTitle, y, left, width) + 4;
    this.drawLines(textLines, styles.tipText, y, left, width);
    this.y = top + height;
  }

  // ---- page furniture ----------------------------------------------------------------------------

  /** Running header and footer on every page after the cover. */
  furniture(): void {
    const { doc, styles } = this;
    const total = this.pageCount;
    for (let page = 1; page < total; page++) {
      doc.switchToPage(page);
      const headerTop = 34;
      const brand = layoutText(doc, site.name, styles.runningBrand, COLUMN, 'ltr')[0]!;
      const brandX = this.dir === 'ltr' ? MARGIN + COLUMN - brand.width : MARGIN;
      drawLine(doc, brand, brandX, baselineIn(headerTop, styles.runningBrand), styles.runningBrand);
      const titleBox = this.box(0, brand.width + 24);
      const title = this.oneLine(this.guide.title[this.locale], styles.running, titleBox.width);
      if (title) this.drawLines([title], styles.running, headerTop, titleBox.left, titleBox.width);
      doc.moveTo(MARGIN, headerTop + 18).lineTo(MARGIN + COLUMN, headerTop + 18).lineWidth(0.6).stroke(LINE);

      const footerTop = PAGE_HEIGHT - 46;
      doc.moveTo(MARGIN, footerTop - 8).lineTo(MARGIN + COLUMN, footerTop - 8).lineWidth(0.6).stroke(LINE);
      const label = this.text('pageOf').replace('{page}', String(page + 1)).replace('{pages}', String(total));
      const pageLine = this.lines(label, styles.running, COLUMN)[0]!;
      drawLine(doc, pageLine, lineStart(pageLine, MARGIN, COLUMN, this.dir, 'end'), baselineIn(footerTop, styles.running), styles.running);
      const address = layoutText(doc, this.url.replace(/^https?:\/\//, ''), styles.running, COLUMN - pageLine.width - 24, 'ltr')[0];
      if (address) drawLine(doc, address, lineStart(address, MARGIN, COLUMN, this.dir, 'start'), baselineIn(footerTop, styles.running), styles.running);
    }
  }

  write(): void {
    this.addPage();
    this.cover();
    // The contents pages are drawn last, when the sections' pages are known. The intro goes on the
    // first of them when intro and contents fit on one page, else it opens the body.
    const introOnContents = this.contents(true, false) === 1;
    const contentsPages = this.contents(introOnContents, false);
    for (let page = 0; page < contentsPages; page++) this.addPage();
    this.addPage();
    if (!introOnContents) {
      for (const paragraph of this.body.intro) {
        this.flow(paragraph, this.styles.lead);
        this.y += 10;
      }
    }
    this.body.sections.forEach((section, index) => this.section(section, index));
    this.contents(introOnContents, true);
    this.furniture();
  }
}

/** The guide's public address in one language, e.g. https://siyana.sa/ar/resources/guides/x. */
export function guideUrl(guide: GuideContent, locale: Locale, siteUrl = env.SITE_URL): string {
  return `${siteUrl.replace(/\/+$/, '')}${localizeHref(`/resources/guides/${guide.id}`, locale)}`;
}

/**
 * A guide as an A4 PDF in one language: cover, contents with page numbers and links, the sections
 * with their paragraphs, lists, tables and tips, a running header and page numbers. The site's fonts
 * are embedded (subset); Arabic is shaped and laid out right to left. The same guide gives the same bytes.
 */
export function renderGuidePdf(guide: GuideContent, locale: Locale, options: { siteUrl?: string } = {}): Promise<Buffer> {
  const updated = new Date(`${guide.updated}T00:00:00Z`);
  const doc = new PDFDocument({
    autoFirstPage: false,
    bufferPages: true,
    size: 'A4',
    margin: 0,
    pdfVersion: '1.7',
    lang: locale,
    displayTitle: true,
    info: {
      Title: guide.title[locale],
      Author: guide.author[locale],
      Subject: guide.summary[locale],
      Creator: site.name,
      // A fixed date keeps the output (and its file ID) the same for the same content.
      CreationDate: updated,
      ModDate: updated,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    registerFaces(doc);
    new GuidePdf(doc, guide, locale, guideUrl(guide, locale, options.siteUrl)).write();
    doc.end();
  } catch (error) {
    return Promise.reject(error);
  }
  return done;
}
