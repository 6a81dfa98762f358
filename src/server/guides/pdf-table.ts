import type { Direction } from './pdf-text';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Table column widths filling `total`, from each column's width on one line (`natural`) and its
 * longest word (`minimum`). Columns narrower than a fair share keep their natural width so short
 * labels do not wrap; the wide ones share the rest in proportion to their content, never below their
 * longest word when that can be helped.
 */
export function columnWidths(natural: readonly number[], minimum: readonly number[], total: number): number[] {
  const naturalSum = sum(natural);
  if (naturalSum <= total) return natural.map((width) => (width / naturalSum) * total);
  const minimumSum = sum(minimum);
  // Even the longest words do not fit: every column shrinks alike and words are cut.
  if (minimumSum >= total) return minimum.map((width) => (width / minimumSum) * total);

  const widths = [...natural];
  let wide = natural.map((_, column) => column);
  let remaining = total;
  for (;;) {
    const share = remaining / wide.length;
    const narrow = wide.filter((column) => natural[column]! <= share);
    if (narrow.length === 0) break;
    remaining -= sum(narrow.map((column) => natural[column]!));
    wide = wide.filter((column) => natural[column]! > share);
  }
  const wideSum = sum(wide.map((column) => natural[column]!));
  for (const column of wide) widths[column] = (natural[column]! / wideSum) * remaining;
  if (widths.every((width, column) => width >= minimum[column]! - 0.01)) return widths;

  // Some column would cut its words: start from the longest words and share the slack instead.
  const slack = natural.map((width, column) => width - minimum[column]!);
  return minimum.map((width, column) => width + (slack[column]! / sum(slack)) * (total - minimumSum));
}

/**
 * The left edge of each column in a box from `left` to `left + width`: column 0 sits at the reading
 * start, the left in English and the right in Arabic.
 */
export function columnLefts(widths: readonly number[], left: number, width: number, direction: Direction): number[] {
  const lefts: number[] = [];
  let edge = direction === 'ltr' ? left : left + width;
  for (const columnWidth of widths) {
    if (direction === 'ltr') {
      lefts.push(edge);
      edge += columnWidth;
    } else {
      edge -= columnWidth;
      lefts.push(edge);
    }
  }
  return lefts;
}
