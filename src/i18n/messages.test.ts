import { describe, expect, it } from 'vitest';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

describe('interface messages', () => {
  const english = leaves(en);
  const arabic = leaves(ar);

  it('have the same keys in English and Arabic', () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty texts and the same placeholders in both languages', () => {
    for (const [key, text] of english) {
      const translated = arabic.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it('are in Arabic on the Arabic side, except names and codes', () => {
    // Names, placeholders, e-mail addresses and phone formats may stay Latin.
    const latinAllowed = /Siyana|English|\{\w+\}|\S+@\S+|X{2,}/g;
    const untranslated = [...arabic].filter(([key, text]) => /[A-Za-z]{4,}/.test(text.replace(latinAllowed, '')) && !key.endsWith('.code'));
    expect(untranslated).toEqual([]);
  });
});
