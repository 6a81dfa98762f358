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

// The arguments a message uses, once each (a plural repeats its argument in every branch, and Arabic has more branches).
// An argument's name ends at `}` or `,`; a select's branch text (`yes {A specialist}`) is no argument.
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)(?=[,}])/g)].map((match) => match[1]))].sort();

describe('interface messages', () => {
  const english = leaves(en);
  const arabic = leaves(ar);

  it('have the same keys in English and Arabic', () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty texts, and every English placeholder in the Arabic too', () => {
    for (const [key, text] of english) {
      const translated = arabic.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(translated.trim(), key).not.toBe('');
      // Arabic may name more (an acronym stands next to its Arabic name), but never drops an argument.
      expect(placeholders(translated), key).toEqual(expect.arrayContaining(placeholders(text)));
    }
  });

  it('are in Arabic on the Arabic side, except names and codes', () => {
    // Names, placeholders, rich-text tags, ICU plural syntax, e-mail addresses and phone formats may stay Latin; so may the staff
    // area's technical names (file formats, URL schemes, environment variables).
    const latinAllowed = /<\/?\w+>|Siyana|English|JPEG|WebP|Markdown|multipart\/form-data|https?:\/\/|\b[A-Z]+(?:_[A-Z]+)+\b|\{\w+\}|\{\w+, (?:plural|select|selectordinal),|\b(?:zero|one|two|few|many|other)\s*\{|\S+@\S+|X{2,}/g;
    const untranslated = [...arabic].filter(([key, text]) => /[A-Za-z]{4,}/.test(text.replace(latinAllowed, '')) && !key.endsWith('.code'));
    expect(untranslated).toEqual([]);
  });
});
