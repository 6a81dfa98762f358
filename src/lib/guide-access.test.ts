import { describe, expect, it } from 'vitest';
import { GUIDE_ACCESS_COOKIE, guideAccessCookie } from './guide-access';

describe('guideAccessCookie', () => {
  it('reads the Cookie header', () => {
    expect(GUIDE_ACCESS_COOKIE).toBe('siyana_guides');
    expect(guideAccessCookie('siyana_guides=abc.def')).toBe('abc.def');
    expect(guideAccessCookie('language=ar; siyana_guides=abc.def; siyana_session=abc')).toBe('abc.def');
    expect(guideAccessCookie('language=ar;siyana_guides=1')).toBe('1');
    expect(guideAccessCookie('siyana_guides=')).toBeNull();
    expect(guideAccessCookie('not_siyana_guides=1')).toBeNull();
    expect(guideAccessCookie('siyana_guides_old=1')).toBeNull();
    expect(guideAccessCookie('')).toBeNull();
    expect(guideAccessCookie(null)).toBeNull();
    expect(guideAccessCookie(undefined)).toBeNull();
  });

  it('reads a cookie store, as `await cookies()` and `request.cookies` give', () => {
    const store = (values: Record<string, string>) => ({ get: (name: string) => (name in values ? { name, value: values[name]! } : undefined) });
    expect(guideAccessCookie(store({ siyana_guides: 'abc.def' }))).toBe('abc.def');
    expect(guideAccessCookie(store({ siyana_guides: '' }))).toBeNull();
    expect(guideAccessCookie(store({}))).toBeNull();
  });
});
