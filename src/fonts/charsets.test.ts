import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { charsets, usedCharacters } from '../../scripts/subset-fonts.mjs';

const committed: { arabic: string } = JSON.parse(readFileSync(new URL('./charsets.json', import.meta.url), 'utf8'));

describe('web font subsets', () => {
  it('cover every character of the site copy (run `npm run fonts` after adding new ones)', () => {
    const expected = charsets() as { arabic: string };
    expect(committed).toEqual(expected);
  });

  it('the copy really uses Arabic letters, so the check above can fail', () => {
    const used = usedCharacters() as Set<string>;
    expect(used.has('ص')).toBe(true);
    expect(used.has('Q')).toBe(true);
    expect(committed.arabic).not.toContain('Q');
  });
});
