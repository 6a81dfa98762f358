import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/[locale]/resources/guides/[guide]/pdf/route';
import { GUIDE_ACCESS_COOKIE } from '@/lib/guide-access';
import { summerGuide } from '../support/guide-fixture';

// Every PDF document pdfkit is asked to make, counted: a cached answer makes none.
const pdfDocuments = vi.hoisted(() => ({ made: 0 }));
vi.mock('pdfkit', async (importOriginal) => {
  const { default: PDFDocument } = await importOriginal<{ default: typeof import('pdfkit') }>();
  class CountedDocument extends PDFDocument {
    constructor(...args: ConstructorParameters<typeof PDFDocument>) {
      super(...args);
      pdfDocuments.made += 1;
    }
  }
  return { default: CountedDocument };
});

// The registry fills up as guides are written; the route is tested with a fixture guide.
vi.mock('@/content/guides', async () => {
  const { summerGuide: guide } = await import('../support/guide-fixture');
  return { guides: [guide], findGuide: (id: string) => (id === guide.id ? guide : undefined) };
});

function get(locale: string, guide: string, cookie?: string) {
  const prefix = locale === 'ar' ? '/ar' : '';
  const request = new NextRequest(`http://localhost:3000${prefix}/resources/guides/${guide}/pdf`, {
    headers: cookie ? { cookie } : {},
  });
  return GET(request, { params: Promise.resolve({ locale, guide }) });
}

describe('GET /[locale]/resources/guides/[guide]/pdf', () => {
  it.each([
    ['en', `/resources/guides/${summerGuide.id}#download`],
    ['ar', `/ar/resources/guides/${summerGuide.id}#download`],
  ])('sends a %s visitor without the guides cookie to the download form', async (locale, location) => {
    for (const cookie of [undefined, `${GUIDE_ACCESS_COOKIE}=0`, 'other=1']) {
      const response = await get(locale, summerGuide.id, cookie);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(location);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it.each(['en', 'ar'])('sends the %s PDF as a download once the visitor has the cookie', async (locale) => {
    const response = await get(locale, summerGuide.id, `theme=x; ${GUIDE_ACCESS_COOKIE}=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="siyana-${summerGuide.id}-${locale}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('private, max-age=86400');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.toString('latin1')).toContain(`/Lang (${locale})`);
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
  });

  it('renders a PDF once and serves the same bytes again', async () => {
    const cookie = `${GUIDE_ACCESS_COOKIE}=1`;
    const first = Buffer.from(await (await get('en', summerGuide.id, cookie)).arrayBuffer());
    const made = pdfDocuments.made;
    expect(made).toBeGreaterThan(0);
    const second = Buffer.from(await (await get('en', summerGuide.id, cookie)).arrayBuffer());
    expect(second.equals(first)).toBe(true);
    expect(pdfDocuments.made).toBe(made);
  });

  it('answers 404 for an unknown guide or language, cookie or not', async () => {
    for (const [locale, guide] of [['en', 'no-such-guide'], ['ar', 'no-such-guide'], ['fr', summerGuide.id]]) {
      for (const cookie of [undefined, `${GUIDE_ACCESS_COOKIE}=1`]) {
        expect((await get(locale!, guide!, cookie)).status).toBe(404);
      }
    }
  });
});
