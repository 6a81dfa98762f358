/**
 * A guide as a PDF, the one entry point (the PDF route uses `guidePdf`). The parts, one concern each:
 * - pdf-cache.ts: rendered once per process and language;
 * - pdf-render.ts: the document (cover, contents, sections, running header and footer);
 * - pdf-geometry.ts: the page (A4, margins, the text column);
 * - pdf-palette.ts: the site's colours and the text styles of each language;
 * - pdf-table.ts: how a table's columns share the width;
 * - pdf-text.ts: shaped, bidirectional lines of text (Arabic right to left) for PDFKit.
 */
export { guidePdf } from './pdf-cache';
export { guideUrl, renderGuidePdf } from './pdf-render';
