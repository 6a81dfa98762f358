import { hasLocale } from 'next-intl';
import type { NextRequest } from 'next/server';
import { findGuide } from '@/content/guides';
import { localizeHref } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { getDatabase } from '@/server/db';
import { hasGuideAccess } from '@/server/guides/guide-access';
import { guidePdf } from '@/server/guides/guide-pdf';
import { logger } from '@/server/logger';

// The answer depends on the visitor's cookie.
export const dynamic = 'force-dynamic';

/**
 * A guide's PDF as a download. A visitor without the signed cookie a guide lead sets (not yet left
 * their details, or a typed cookie) is sent to the guide's download form; the relative address keeps
 * them on the host they came through.
 */
export async function GET(request: NextRequest, { params }: RouteContext<'/[locale]/resources/guides/[guide]/pdf'>) {
  const { locale, guide: id } = await params;
  const guide = findGuide(id);
  if (!guide || !hasLocale(routing.locales, locale)) {
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  }
  let allowed: boolean;
  try {
    allowed = await hasGuideAccess(getDatabase(), request.cookies);
  } catch (error) {
    logger.error({ err: error }, 'guide access unavailable');
    return new Response('Service unavailable', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '30' } });
  }
  if (!allowed) {
    const page = localizeHref(`/resources/guides/${guide.id}`, locale);
    return new Response(null, { status: 303, headers: { location: `${page}#download`, 'cache-control': 'no-store' } });
  }
  const pdf = await guidePdf(guide, locale);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'content-disposition': `attachment; filename="siyana-${guide.id}-${locale}.pdf"`,
      // Only the visitor's own browser keeps it: the same URL answers others with the form.
      'cache-control': 'private, max-age=86400',
    },
  });
}
