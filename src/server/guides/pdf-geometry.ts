import type { TextStyle } from './pdf-text';

/** The page of a guide's PDF: A4, in points. */
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 56;
/** The width of the one text column between the margins. */
export const COLUMN = PAGE_WIDTH - 2 * MARGIN;
/** Where the body starts and ends on a page after the cover (below the running header, above the footer). */
export const CONTENT_TOP = 86;
export const CONTENT_BOTTOM = PAGE_HEIGHT - 72;

/** Baseline of a line whose box starts at `top`: the x-height sits in the middle of the leading. */
export function baselineIn(top: number, style: TextStyle): number {
  return top + style.leading / 2 + style.size * 0.36;
}
