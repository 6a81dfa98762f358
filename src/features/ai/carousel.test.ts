import { describe, expect, it } from 'vitest';
import { nextIndex, previousIndex, wrapIndex } from './carousel';

describe('sector carousel', () => {
  it('moves forward and wraps from the last to the first', () => {
    expect(nextIndex(0, 4)).toBe(1);
    expect(nextIndex(2, 4)).toBe(3);
    expect(nextIndex(3, 4)).toBe(0);
  });

  it('moves back and wraps from the first to the last', () => {
    expect(previousIndex(3, 4)).toBe(2);
    expect(previousIndex(0, 4)).toBe(3);
  });

  it('wraps any index into range', () => {
    expect(wrapIndex(-5, 4)).toBe(3);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(2, 0)).toBe(0);
  });
});
