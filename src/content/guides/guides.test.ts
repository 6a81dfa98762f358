import { describe, expect, it } from 'vitest';
import { findGuide, guideIds, guides, guideTexts, guideWordCount } from '.';

describe('guides', () => {
  it('are six, with unique kebab-case slugs', () => {
    expect(guides).toHaveLength(6);
    expect(new Set(guideIds).size).toBe(guides.length);
    for (const id of guideIds) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(findGuide(guideIds[2]!)).toBe(guides[2]);
    expect(findGuide('nope')).toBeUndefined();
  });

  for (const guide of guides) {
    describe(guide.id, () => {
      it('has 1,500+ words of text in each language', () => {
        expect(guideWordCount(guide, 'en')).toBeGreaterThanOrEqual(1500);
        expect(guideWordCount(guide, 'ar')).toBeGreaterThanOrEqual(1500);
      });

      it('has the same linkable sections, in the same order, in both languages', () => {
        const ids = guide.en.sections.map((section) => section.id);
        expect(guide.ar.sections.map((section) => section.id)).toEqual(ids);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      });

      it('writes the Arabic in Arabic, with Western digits, and tables as wide as their header', () => {
        for (const text of guideTexts(guide.ar)) expect(text, text).not.toMatch(/[\u0660-\u0669]/);
        for (const locale of ['en', 'ar'] as const) {
          for (const section of guide[locale].sections) {
            for (const block of section.blocks) {
              if (block.type === 'table') for (const row of block.rows) expect(row, `${locale} ${section.id}`).toHaveLength(block.head.length);
            }
          }
        }
        expect(guideTexts(guide.ar).join(' ')).toMatch(/[\u0600-\u06FF]/);
        expect(guide.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      });
    });
  }
});
