import { describe, expect, it } from 'vitest';
import { coreSystemItems } from './core-systems';
import { resources } from './resources';
import { sectorItems } from './sectors';
import type { CatalogueItem, Text } from './types';

function texts(item: CatalogueItem): Text[] {
  return [item.title, item.description, item.stat];
}

// That every card leads to a page of the site is hrefs.test.ts's business.
describe('catalogue content', () => {
  it('lists the resource pages of the top bar', () => {
    expect(resources.map((r) => r.id)).toEqual([
      'hub', 'blog', 'roi-calculator', 'ask-anything', 'maintenance-calculator',
      'checklist-generator', 'support', 'events', 'stories', 'customer-success',
    ]);
  });

  it('has every text in both languages, Arabic written in Arabic script', () => {
    for (const item of [...coreSystemItems, ...sectorItems, ...resources]) {
      for (const text of texts(item)) {
        expect(text.en.trim(), item.id).not.toBe('');
        expect(text.ar.trim(), item.id).not.toBe('');
        expect(text.ar, item.id).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });

  it('keeps the spec figures identical in both languages', () => {
    for (const item of [...coreSystemItems, ...sectorItems]) {
      const figures = (s: string) => s.match(/\d+(?:[-.]\d+)?%?/g) ?? [];
      expect(figures(item.stat.ar), item.id).toEqual(figures(item.stat.en));
    }
  });
});
