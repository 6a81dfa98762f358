import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BlogCover, CoverFormat } from '@/lib/blog-cover';
import type { CoverVariant } from './cover-images';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction';

/** The cover columns a post query adds with `left join blog_post_covers` (null when it has none). */
export const coverColumns = [
  'blog_post_covers.alt as cover_alt',
  'blog_post_covers.width as cover_width',
  'blog_post_covers.height as cover_height',
  'blog_post_covers.version as cover_version',
] as const;

export interface CoverColumns {
  cover_alt: string | null;
  cover_width: number | null;
  cover_height: number | null;
  cover_version: string | null;
}

export function coverOf(row: CoverColumns): BlogCover | null {
  if (row.cover_version === null || row.cover_alt === null || row.cover_width === null || row.cover_height === null) return null;
  return { alt: row.cover_alt, width: row.cover_width, height: row.cover_height, version: row.cover_version };
}

/**
 * Replaces a post's cover with new variants, all or nothing. The new random version gives the new
 * image new URLs, so the old ones, cached for ever, are never reused.
 */
export async function saveBlogCover(
  db: Kysely<Database>,
  postId: string,
  cover: { alt: string; width: number; height: number; variants: CoverVariant[] },
  now = new Date(),
): Promise<BlogCover> {
  const saved: BlogCover = { alt: cover.alt, width: cover.width, height: cover.height, version: randomBytes(16).toString('base64url') };
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('blog_post_cover_files').where('post_id', '=', postId).execute();
    await trx.deleteFrom('blog_post_covers').where('post_id', '=', postId).execute();
    await trx
      .insertInto('blog_post_covers')
      .values({ post_id: postId, ...saved, created_at: now.toISOString() })
      .execute();
    for (const variant of cover.variants) {
      await trx.insertInto('blog_post_cover_files').values({ post_id: postId, format: variant.format, width: variant.width, bytes: variant.bytes }).execute();
    }
  });
  return saved;
}

export async function removeBlogCover(db: Kysely<Database>, postId: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom('blog_post_cover_files').where('post_id', '=', postId).execute();
    const result = await trx.deleteFrom('blog_post_covers').where('post_id', '=', postId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

/** The bytes of one variant, only under the cover's current version. */
export async function findCoverFile(db: Kysely<Database>, postId: string, version: string, format: CoverFormat, width: number): Promise<Buffer | null> {
  const row = await db
    .selectFrom('blog_post_cover_files')
    .innerJoin('blog_post_covers', 'blog_post_covers.post_id', 'blog_post_cover_files.post_id')
    .select('blog_post_cover_files.bytes')
    .where('blog_post_cover_files.post_id', '=', postId)
    .where('blog_post_covers.version', '=', version)
    .where('blog_post_cover_files.format', '=', format)
    .where('blog_post_cover_files.width', '=', width)
    .executeTakeFirst();
  return row ? Buffer.from(row.bytes) : null;
}
