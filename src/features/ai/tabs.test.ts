import { describe, expect, it } from 'vitest';
import { tabFromQuery } from './tabs';

describe('?tab= deep links', () => {
  it('opens each of the three tabs', () => {
    expect(tabFromQuery('?tab=automation')).toBe('automation');
    expect(tabFromQuery('?tab=roi')).toBe('roi');
    expect(tabFromQuery('?tab=recommendations')).toBe('recommendations');
    expect(tabFromQuery('?utm_source=mail&tab=recommendations')).toBe('recommendations');
  });

  it('ignores a missing or unknown tab', () => {
    expect(tabFromQuery('')).toBeNull();
    expect(tabFromQuery('?tab=')).toBeNull();
    expect(tabFromQuery('?tab=Recommendations')).toBeNull();
    expect(tabFromQuery('?tab=admin')).toBeNull();
  });
});
