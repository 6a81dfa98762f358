import { describe, expect, it } from 'vitest';
import { aboutPage } from './about';
import { supportHours } from './help';
import { signInPage } from './sign-in';
import { collectTexts, figures, latinWords } from './text-checks';
import { trustPage } from './trust';

const pages = { about: aboutPage, trust: trustPage, 'sign-in': signInPage };

describe('About, Trust and Sign In copy', () => {
  for (const [name, page] of Object.entries(pages)) {
    it(`${name}: every text in both languages, Arabic without stray Latin words, the same figures`, () => {
      const texts = collectTexts(page);
      expect(texts.length).toBeGreaterThan(5);
      for (const { path, text } of texts) {
        expect(text.en.trim(), path).not.toBe('');
        expect(text.ar, path).toMatch(/[\u0600-\u06FF]/);
        expect(text.ar, path).not.toMatch(/[\u0660-\u0669]/);
        expect(latinWords(text.ar), path).toEqual([]);
        expect(figures(text.ar), path).toEqual(figures(text.en));
      }
    });
  }

  it('the seed support hours state the working week', () => {
    expect(supportHours.en).toMatch(/Sunday-Thursday/);
  });

  it('claims no certificate, audit or award', () => {
    const english = collectTexts({ aboutPage, trustPage, signInPage }).map(({ text }) => text.en).join(' ');
    expect(english).not.toMatch(/\b(certif|ISO ?\d|SOC ?2|audit|award)/i);
  });
});
