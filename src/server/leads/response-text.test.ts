import { describe, expect, it } from 'vitest';
import { formatWorkingTime, accountLocale } from './response-text';

describe('speed-to-lead words', () => {
  it('writes working time in hours and minutes, in either language, with Western digits', () => {
    expect(formatWorkingTime(0, 'en')).toBe('0 min');
    expect(formatWorkingTime(45, 'en')).toBe('45 min');
    expect(formatWorkingTime(60, 'en')).toBe('1 h');
    expect(formatWorkingTime(307.5, 'en')).toBe('5 h 8 min');
    expect(formatWorkingTime(75, 'ar')).toBe('1 س 15 د');
    expect(formatWorkingTime(-5, 'en')).toBe('0 min');
  });

  it("reads an account's language from its locale column when it has one; Arabic otherwise", () => {
    expect(accountLocale({ username: 'a' })).toBe('ar');
    expect(accountLocale({ username: 'a', locale: 'en' })).toBe('en');
    expect(accountLocale({ username: 'a', locale: 'fr' })).toBe('ar');
  });
});
