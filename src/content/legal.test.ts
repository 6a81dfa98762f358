import { describe, expect, it } from 'vitest';
import { legalDocumentIds, legalDocuments, privacyEmail, siteCookies } from './legal';
import { collectTexts, figures, latinWords } from './text-checks';

const fullText = (id: (typeof legalDocumentIds)[number], locale: 'en' | 'ar') =>
  collectTexts(legalDocuments[id])
    .map(({ text }) => text[locale])
    .join('\n');

describe('legal pages', () => {
  it('are the privacy, terms and cookie policies the footer links to', () => {
    expect(legalDocumentIds.map((id) => legalDocuments[id].href)).toEqual(['/privacy', '/terms', '/cookies']);
    for (const id of legalDocumentIds) {
      expect(legalDocuments[id].updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Set(legalDocuments[id].sections.map((section) => section.id)).size).toBe(legalDocuments[id].sections.length);
    }
  });

  it('say what the forms collect, how long it is kept, how to unsubscribe and where to ask for deletion', () => {
    const privacy = fullText('privacy', 'en');
    for (const phrase of ['Demo requests', 'Questions', 'Newsletter', 'How long we keep it', 'unsubscribe link', 'deleted', privacyEmail, 'PDPL']) {
      expect(privacy).toContain(phrase);
    }
    expect(fullText('privacy', 'ar')).toContain(privacyEmail);
  });

  it('list exactly the cookies the site sets: the language choice and the staff session', () => {
    expect(siteCookies.map((cookie) => cookie.label.en)).toEqual(['Language choice', 'Staff session', 'First visit']);
    expect(siteCookies[0]!.name).toBe('language');
    const cookies = fullText('cookies', 'en');
    expect(cookies).toMatch(/No analytics/);
    expect(cookies).toMatch(/No third-party cookies/);
  });

  it('are written in both languages with the same figures', () => {
    for (const { path, text } of collectTexts({ legalDocuments, siteCookies })) {
      expect(text.en.trim(), path).not.toBe('');
      if (/[A-Za-z]/.test(text.en)) expect(text.ar, path).toMatch(/[\u0600-\u06FF]/);
      expect(latinWords(text.ar), path).toEqual([]);
      expect(figures(text.ar), path).toEqual(figures(text.en));
    }
  });
});
