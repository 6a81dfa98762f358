import 'server-only';
import { SITE_IMAGE_WIDTHS } from '@/lib/site-file';
import { getDatabase, type DatabaseHandle } from '../db';
import { logger } from '../logger';
import { findSiteFilePart } from './files';

const IMAGE_FILE = /^(\d{3,4})\.(avif|webp)$/;
const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', pdf: 'application/pdf' } as const;

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers } });

/**
 * One stored part of an uploaded site file. Served whether or not a published fact refers to it: the
 * URL holds a random 128-bit id that only the staff area and the pages showing it ever give out, so a
 * draft's file cannot be guessed and any cache can keep it. A PDF opens in the browser under its
 * uploaded name, sandboxed (no script of the document runs with the site's origin).
 */
export async function serveSiteFile(id: string, fileName: string, handle: DatabaseHandle = getDatabase()): Promise<Response> {
  const image = IMAGE_FILE.exec(fileName);
  const width = Number(image?.[1]);
  const part = fileName === 'document.pdf' ? { format: 'pdf' as const, width: 0 } : image && (SITE_IMAGE_WIDTHS as readonly number[]).includes(width) ? { format: image[2] as 'avif' | 'webp', width } : null;
  if (!part) return plain(404, 'Not found');
  let found;
  try {
    found = await findSiteFilePart(handle.db, id, part.format, part.width);
  } catch (error) {
    logger.error({ err: error }, 'site file unavailable');
    return plain(503, 'Service unavailable', { 'retry-after': '5' });
  }
  if (!found) return plain(404, 'Not found');
  const headers: Record<string, string> = {
    'content-type': CONTENT_TYPES[part.format],
    'content-length': String(found.bytes.byteLength),
    'cache-control': 'public, max-age=31536000, immutable',
  };
  if (part.format === 'pdf') {
    headers['content-disposition'] = `inline; filename="document.pdf"; filename*=UTF-8''${encodeURIComponent(found.name)}`;
    headers['content-security-policy'] = 'sandbox';
  }
  return new Response(new Uint8Array(found.bytes), { headers });
}
