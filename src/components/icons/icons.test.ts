import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ArrowRight, Map, NamedIcon } from '.';
import { iconMarkup } from './create-icon';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('icons', () => {
  it('render as decorative SVG unless labelled', () => {
    const plain = renderToStaticMarkup(createElement(ArrowRight, { className: 'size-4' }));
    expect(plain).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*class="size-4"/);
    expect(plain).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse) [^>]+\/?>/);
    const labelled = renderToStaticMarkup(createElement(ArrowRight, { 'aria-label': 'Next', role: 'img' }));
    expect(labelled).not.toContain('aria-hidden');
  });

  it('write their shapes as markup, escaped, or as elements next to given children', () => {
    expect(iconMarkup([['circle', { cx: '12', cy: '12', r: '10' }], ['path', { d: 'a"b<c&d' }]])).toBe('<circle cx="12" cy="12" r="10"/><path d="a&quot;b&lt;c&amp;d"/>');
    const titled = renderToStaticMarkup(createElement(ArrowRight, { role: 'img' }, createElement('title', null, 'Next')));
    expect(titled).toMatch(/<path [^>]+><\/path><title>Next<\/title><\/svg>$/);
  });

  it('render the icon a content record names as that icon', () => {
    const named = renderToStaticMarkup(createElement(NamedIcon, { name: 'Map', className: 'size-5' }));
    expect(named).toBe(renderToStaticMarkup(createElement(Map, { className: 'size-5' })));
    expect(named).toContain('aria-hidden="true"');
  });

  // The barrel holds every icon of the site; a client component importing it would ship all of them.
  it('client components take their icons from lucide one by one, not from the barrel', () => {
    const offenders = sourceFiles(join(process.cwd(), 'src')).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return text.startsWith("'use client'") && /from '@\/components\/icons'/.test(text);
    });
    expect(offenders).toEqual([]);
  });
});
