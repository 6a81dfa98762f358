import { describe, expect, it } from 'vitest';
import { GUIDE_ACCESS_COOKIE, hasGuideAccess } from './guide-access';

describe('hasGuideAccess', () => {
  it('reads the Cookie header', () => {
    expect(GUIDE_ACCESS_COOKIE).toBe('siyana_guides');
    expect(hasGuideAccess('siyana_guides=1')).toBe(true);
    expect(hasGuideAccess('language=ar; siyana_guides=1; siyana_session=abc')).toBe(true);
    expect(hasGuideAccess('language=ar;siyana_guides=1')).toBe(true);
    expect(hasGuideAccess('siyana_guides=0')).toBe(false);
    expect(hasGuideAccess('siyana_guides=')).toBe(false);
    expect(hasGuideAccess('not_siyana_guides=1')).toBe(false);
    expect(hasGuideAccess('siyana_guides_old=1')).toBe(false);
    expect(hasGuideAccess('')).toBe(false);
    expect(hasGuideAccess(null)).toBe(false);
    expect(hasGuideAccess(undefined)).toBe(false);
  });

  it('reads a cookie store, as `await cookies()` and `request.cookies` give', () => {
    const store = (values: Record<string, string>) => ({ get: (name: string) => (name in values ? { name, value: values[name]! } : undefined) });
    expect(hasGuideAccess(store({ siyana_guides: '1' }))).toBe(true);
    expect(hasGuideAccess(store({ siyana_guides: 'yes' }))).toBe(false);
    expect(hasGuideAccess(store({}))).toBe(false);
  });
});
