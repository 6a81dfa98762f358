import { NextRequest, NextResponse } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/[locale]/resources/guides/[guide]/pdf/route';
import { GUIDE_ACCESS_COOKIE } from '@/lib/guide-access';
import { openDatabase } from '@/server/db';
import { grantGuideAccess } from '@/server/guides/guide-access';
import type { TestDatabase } from '../support/databases';
import { databaseKinds } from '../support/databases';
import { summerGuide } from '../support/guide-fixture';
import { createRouteDatabase } from '../support/route-database';

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

/** The cookie a guide lead gets (src/app/api/resource-leads/route.ts), made on `handle`. */
async function grantedCookie(handle: Parameters<typeof grantGuideAccess>[2]): Promise<string> {
  const response = NextResponse.json({});
  await grantGuideAccess(response, new Request('http://localhost:3000/api/resource-leads'), handle);
  return `${GUIDE_ACCESS_COOKIE}=${response.cookies.get(GUIDE_ACCESS_COOKIE)!.value}`;
}

describe.each(databaseKinds)('the guides cookie on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createRouteDatabase(kind);
  });
  afterAll(async () => database.drop());

  it('opens the PDF only when this site signed it: a typed or altered cookie leads to the form', async () => {
    const granted = await grantedCookie(database);
    expect(granted).toMatch(new RegExp(`^${GUIDE_ACCESS_COOKIE}=[\\w-]{22}\\.[\\w-]{43}$`));
    expect((await get('en', summerGuide.id, granted)).status).toBe(200);
    const [id, mac] = granted.split('=')[1]!.split('.') as [string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [`${GUIDE_ACCESS_COOKIE}=1`, `${GUIDE_ACCESS_COOKIE}=${id}.${flipped}`, `${GUIDE_ACCESS_COOKIE}=other.${mac}`, `${GUIDE_ACCESS_COOKIE}=${id}`, `${GUIDE_ACCESS_COOKIE}=${id}.${mac}.x`]) {
      expect((await get('en', summerGuide.id, forged)).status, forged).toBe(303);
    }
  });

  it('every instance shares the key: the database keeps it, made once', async () => {
    const other = openDatabase(database.url);
    try {
      const fromOther = await grantedCookie(other);
      expect((await get('ar', summerGuide.id, fromOther)).status).toBe(200);
      const rows = await database.db.selectFrom('site_secrets').selectAll().execute();
      expect(rows.map((row) => row.name)).toEqual(['guide-access']);
    } finally {
      await other.close();
    }
  });
});

describe('GET /[locale]/resources/guides/[guide]/pdf', () => {
  let database: TestDatabase;
  let cookie: string;
  beforeAll(async () => {
    database = await createRouteDatabase('sqlite');
    cookie = await grantedCookie(database);
  });
  afterAll(async () => database.drop());

  it.each([
    ['en', `/resources/guides/${summerGuide.id}#download`],
    ['ar', `/ar/resources/guides/${summerGuide.id}#download`],
  ])('sends a %s visitor without the guides cookie to the download form', async (locale, location) => {
    for (const typed of [undefined, `${GUIDE_ACCESS_COOKIE}=0`, `${GUIDE_ACCESS_COOKIE}=1`, 'other=1']) {
      const response = await get(locale, summerGuide.id, typed);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(location);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it.each(['en', 'ar'])('sends the %s PDF as a download once the visitor has the cookie', async (locale) => {
    const response = await get(locale, summerGuide.id, `theme=x; ${cookie}`);
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
    const first = Buffer.from(await (await get('en', summerGuide.id, cookie)).arrayBuffer());
    const made = pdfDocuments.made;
    expect(made).toBeGreaterThan(0);
    const second = Buffer.from(await (await get('en', summerGuide.id, cookie)).arrayBuffer());
    expect(second.equals(first)).toBe(true);
    expect(pdfDocuments.made).toBe(made);
  });

  it('answers 404 for an unknown guide or language, cookie or not', async () => {
    for (const [locale, guide] of [['en', 'no-such-guide'], ['ar', 'no-such-guide'], ['fr', summerGuide.id]]) {
      for (const sent of [undefined, cookie]) {
        expect((await get(locale!, guide!, sent)).status).toBe(404);
      }
    }
  });
});
