import { describe, expect, it } from 'vitest';
import { copyrightYear } from './copyright-year';

describe('copyright year', () => {
  it('is the current year in Riyadh, not a fixed one', () => {
    expect(copyrightYear(new Date('2026-06-01T12:00:00Z'))).toBe(2026);
    expect(copyrightYear(new Date('2031-03-01T12:00:00Z'))).toBe(2031);
  });

  it('turns over at midnight in Riyadh (UTC+3), before it does in UTC', () => {
    expect(copyrightYear(new Date('2026-12-31T20:59:00Z'))).toBe(2026);
    expect(copyrightYear(new Date('2026-12-31T21:00:00Z'))).toBe(2027);
  });
});
