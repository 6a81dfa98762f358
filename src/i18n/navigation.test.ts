import { describe, expect, it } from 'vitest';
import { localizeHref } from './navigation';

describe('localizeHref', () => {
  it('leaves English paths alone', () => {
    expect(localizeHref('/', 'en')).toBe('/');
    expect(localizeHref('/sector/medical', 'en')).toBe('/sector/medical');
  });

  it('puts Arabic paths under /ar, with their query and fragment', () => {
    expect(localizeHref('/', 'ar')).toBe('/ar');
    expect(localizeHref('/#solutions', 'ar')).toBe('/ar#solutions');
    expect(localizeHref('/?x=1', 'ar')).toBe('/ar?x=1');
    expect(localizeHref('/sector/medical', 'ar')).toBe('/ar/sector/medical');
    expect(localizeHref({ pathname: '/resources/courses', query: { category: 'energy' } }, 'ar')).toBe('/ar/resources/courses?category=energy');
  });

  it('never touches other hosts or fragments', () => {
    expect(localizeHref('https://example.com/a', 'ar')).toBe('https://example.com/a');
    expect(localizeHref('//example.com/a', 'ar')).toBe('//example.com/a');
    expect(localizeHref('#main', 'ar')).toBe('#main');
  });
});
