import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ArrowRight, iconByName, NamedIcon } from '.';
import { iconMarkup } from './create-icon';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every content module, loaded as the site loads it. */
const contentModules = import.meta.glob<Record<string, unknown>>(['/src/content/**/*.ts', '!/src/content/**/*.test.ts'], { eager: true });

/** The icon names in the content records: the value of any `icon` or `...Icon` field, at any depth. */
function contentIconNames(): Set<string> {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (key === 'icon' || key.endsWith('Icon')) names.add(value);
      return;
    }
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    for (const [field, inner] of Object.entries(value)) visit(inner, Array.isArray(value) ? key : field);
  };
  for (const exports of Object.values(contentModules)) for (const [name, value] of Object.entries(exports)) visit(value, name);
  return names;
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
    const named = renderToStaticMarkup(createElement(NamedIcon, { name: 'ArrowRight', className: 'size-5' }));
    expect(named).toBe(renderToStaticMarkup(createElement(ArrowRight, { className: 'size-5' })));
    expect(named).toContain('aria-hidden="true"');
  });

  it('draw every icon the content records name', () => {
    const used = contentIconNames();
    expect(used.size).toBeGreaterThan(20);
    for (const name of used) {
      const icon = (iconByName as Record<string, (typeof iconByName)[keyof typeof iconByName] | undefined>)[name];
      expect(icon, name).toBeTypeOf('function');
      expect(renderToStaticMarkup(createElement(icon!)), name).toMatch(/^<svg [^>]*><(path|circle|rect|line|polyline|polygon|ellipse) /);
    }
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
