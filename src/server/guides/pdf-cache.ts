import 'server-only';
import type { GuideContent } from '@/content/guides/types';
import type { Locale } from '@/i18n/routing';
import { logger } from '@/server/logger';
import { renderGuidePdf } from './pdf-render';

const rendered = new Map<string, Promise<Buffer>>();

/**
 * The guide's PDF at the site's own address, rendered once per process and language: the output only
 * changes with the content, which changes only with a new build.
 */
export function guidePdf(guide: GuideContent, locale: Locale): Promise<Buffer> {
  const key = `${guide.id}\u0000${locale}`;
  let pdf = rendered.get(key);
  if (!pdf) {
    const started = performance.now();
    pdf = renderGuidePdf(guide, locale).then((bytes) => {
      logger.info({ guide: guide.id, locale, ms: Math.round(performance.now() - started), bytes: bytes.length }, 'guide PDF rendered');
      return bytes;
    });
    rendered.set(key, pdf);
    // A failed render is tried again by the next request.
    pdf.catch(() => rendered.delete(key));
  }
  return pdf;
}
