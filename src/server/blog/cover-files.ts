import 'server-only';
import { COVER_CONTENT_TYPES, COVER_WIDTHS, type CoverFormat } from '@/lib/blog-cover';
import { findCoverFile } from './covers';
import { getDatabase, type DatabaseHandle } from '../db';
import { logger } from '../logger';

const FILE_NAME = /^(\d{3,4})\.(avif|webp)$/;
/** 16 random bytes, base64url: what saveBlogCover makes. */
const VERSION = /^[A-Za-z0-9_-]{22}$/;
const POST_ID = /^[0-9a-f-]{36}$/;

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * One stored cover variant. Served whether or not its post is published: the URL holds a random
 * 128-bit version that only the staff area and the post's public pages ever show, so a draft's cover
 * cannot be guessed, the staff preview needs no session check here, and any cache or CDN can keep it.
 * An old version (replaced or removed cover) answers 404.
 */
export async function serveBlogCoverFile(postId: string, version: string, fileName: string, handle: DatabaseHandle = getDatabase()): Promise<Response> {
  const file = FILE_NAME.exec(fileName);
  const width = Number(file?.[1]);
  if (!file || !POST_ID.test(postId) || !VERSION.test(version) || !(COVER_WIDTHS as readonly number[]).includes(width)) return notFound();
  const format = file[2] as CoverFormat;
  let bytes: Buffer | null;
  try {
    bytes = await findCoverFile(handle.db, postId, version, format, width);
  } catch (error) {
    logger.error({ err: error }, 'cover file unavailable');
    return new Response('Service unavailable', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '5' } });
  }
  if (!bytes) return notFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': COVER_CONTENT_TYPES[format],
      'content-length': String(bytes.byteLength),
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
