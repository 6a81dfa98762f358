import { describe, expect, it } from 'vitest';
import { resources } from './resources';
import { publicRoutes } from './routes';
import { sectors, sectorIds } from './sectors';
import { solutions, solutionIds } from './solutions';
import type { CatalogueItem, Text } from './types';

function texts(item: CatalogueItem): Text[] {
  return [item.title, item.description, item.stat];
}

describe('catalogue content', () => {
  it('has the six solutions and six sectors of the spec, in order', () => {
    expect(solutions.map((s) => s.id)).toEqual([...solutionIds]);
    expect(sectors.map((s) => s.id)).toEqual([...sectorIds]);
  });

  // The menus lead to pages that exist: every catalogue card's address is a route of the site.
  it('links every card to a page of the site', () => {
    const routes = new Set(publicRoutes());
    for (const item of [...solutions, ...sectors, ...resources]) expect(routes, `${item.id}: ${item.href}`).toContain(item.href);
  });

  it('lists the resource pages of the top bar', () => {
    expect(resources.map((r) => r.id)).toEqual([
      'hub', 'blog', 'roi-calculator', 'ask-anything', 'maintenance-calculator',
      'checklist-generator', 'support', 'events', 'stories', 'customer-success',
    ]);
  });

  it('has every text in both languages, Arabic written in Arabic script', () => {
    for (const item of [...solutions, ...sectors, ...resources]) {
      for (const text of texts(item)) {
        expect(text.en.trim(), item.id).not.toBe('');
        expect(text.ar.trim(), item.id).not.toBe('');
        expect(text.ar, item.id).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });

  it('keeps the spec figures identical in both languages', () => {
    for (const item of [...solutions, ...sectors]) {
      const figures = (s: string) => s.match(/\d+(?:[-.]\d+)?%?/g) ?? [];
      expect(figures(item.stat.ar), item.id).toEqual(figures(item.stat.en));
    }
  });
});
