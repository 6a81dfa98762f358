import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('keeps a-z and 0-9, one dash for each run of anything else, none at the ends', () => {
    expect(slugify('  Chiller Care: Before May 2027!  ', { maxLength: 80 })).toBe('chiller-care-before-may-2027');
  });

  it('keeps Arabic letters without their short-vowel marks only when asked', () => {
    expect(slugify('صِيانة دورية 2026', { arabic: true, maxLength: 100 })).toBe('صيانة-دورية-2026');
    expect(slugify('ورشة عمل', { maxLength: 80 })).toBe('');
  });

  it('cuts at the length without leaving a dash at the end', () => {
    expect(slugify('abcd efgh', { maxLength: 5 })).toBe('abcd');
    expect(slugify('a'.repeat(120), { arabic: true, maxLength: 100 })).toHaveLength(100);
  });
});
