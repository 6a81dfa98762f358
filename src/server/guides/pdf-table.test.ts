import { describe, expect, it } from 'vitest';
import { columnLefts, columnWidths } from './pdf-table';

describe('columnWidths', () => {
  const total = (widths: number[]) => widths.reduce((a, b) => a + b, 0);

  it('stretches columns that fit on one line in proportion', () => {
    expect(columnWidths([50, 150], [40, 60], 400)).toEqual([100, 300]);
  });

  it('keeps short columns on one line and wraps the wide one', () => {
    expect(columnWidths([75, 280, 80, 140], [60, 90, 50, 80], 483)).toEqual([75, 188, 80, 140]);
  });

  it('never squeezes a column below its longest word when the words fit', () => {
    const widths = columnWidths([300, 300], [280, 40], 400);
    expect(widths[0]).toBeGreaterThanOrEqual(280);
    expect(total(widths)).toBeCloseTo(400);
  });

  it('shrinks every column alike when even the longest words do not fit', () => {
    expect(columnWidths([400, 400], [300, 100], 200)).toEqual([150, 50]);
  });
});

describe('columnLefts', () => {
  it('puts the first column at the reading start: the left in English, the right in Arabic', () => {
    expect(columnLefts([100, 300], 50, 400, 'ltr')).toEqual([50, 150]);
    expect(columnLefts([100, 300], 50, 400, 'rtl')).toEqual([350, 50]);
  });
});
