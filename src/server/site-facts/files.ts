import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SITE_FILE_ID, type SiteFileRef } from '@/lib/site-file';
import type { SiteFacts } from '@/schemas/site-facts';
import type { Database, SiteFilePartTable, SiteFileTable } from '../db/database';
import { inTransaction } from '../db/transaction';

export type SiteFileKind = SiteFileTable['kind'];

/** What the staff area learns of a stored file. */
export interface StoredSiteFile {
  id: string;
  kind: SiteFileKind;
  name: string;
  width: number | null;
  height: number | null;
}

/** A PDF by its first bytes (never by its name or declared type), with its end-of-file mark. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 5)).toString('latin1');
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  return head === '%PDF-' && tail.includes('%%EOF');
}

/** A name safe to store and offer back: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f"<>]/g, '').trim().slice(0, 200);
  return clean || fallback;
}

/** Stores an uploaded file, all its parts or nothing. */
export async function saveSiteFile(
  db: Kysely<Database>,
  file: { kind: SiteFileKind; name: string; size: number; width?: number; height?: number; parts: Pick<SiteFilePartTable, 'format' | 'width' | 'bytes'>[] },
  actor: string | null,
  now = new Date(),
): Promise<StoredSiteFile> {
  const stored: StoredSiteFile = { id: randomBytes(16).toString('base64url'), kind: file.kind, name: file.name, width: file.width ?? null, height: file.height ?? null };
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('site_files')
      .values({ ...stored, size: file.size, created_by: actor, created_at: now.toISOString() })
      .execute();
    for (const part of file.parts) await trx.insertInto('site_file_parts').values({ file_id: stored.id, format: part.format, width: part.width, bytes: part.bytes }).execute();
  });
  return stored;
}

/** The bytes of one part of a file, and its name (a PDF is offered under it). */
export async function findSiteFilePart(db: Kysely<Database>, id: string, format: 'pdf' | 'avif' | 'webp', width: number): Promise<{ name: string; bytes: Buffer } | null> {
  if (!SITE_FILE_ID.test(id)) return null;
  const row = await db
    .selectFrom('site_file_parts')
    .innerJoin('site_files', 'site_files.id', 'site_file_parts.file_id')
    .select(['site_files.name', 'site_file_parts.bytes'])
    .where('site_file_parts.file_id', '=', id)
    .where('site_file_parts.format', '=', format)
    .where('site_file_parts.width', '=', width)
    .executeTakeFirst();
  return row ? { name: row.name, bytes: Buffer.from(row.bytes) } : null;
}

/** Every file the facts refer to: its dotted path and the kind it must be. */
function fileRefs(facts: SiteFacts): { path: string; kind: SiteFileKind; ref: SiteFileRef }[] {
  return [
    ...(facts.security?.certifications ?? []).flatMap((item, index) => (item.evidenceFile ? [{ path: `security.certifications.${index}.evidenceFile`, kind: 'pdf' as const, ref: item.evidenceFile }] : [])),
    ...(facts.references ?? []).flatMap((item, index) => (item.logo ? [{ path: `references.${index}.logo`, kind: 'image' as const, ref: item.logo }] : [])),
    ...(facts.product?.screenshots ?? []).map((item, index) => ({ path: `product.screenshots.${index}.image`, kind: 'image' as const, ref: item.image })),
  ];
}

/**
 * Checks that every file the facts refer to was uploaded and is of the kind its field takes, and fills
 * in each reference's name and size from what was stored (what a client sent for them is ignored).
 * Returns the dotted fields that refer to no such file.
 */
export async function resolveSiteFiles(db: Kysely<Database>, facts: SiteFacts): Promise<{ path: string; kind: SiteFileKind }[]> {
  const refs = fileRefs(facts);
  if (!refs.length) return [];
  const rows = await db
    .selectFrom('site_files')
    .select(['id', 'kind', 'name', 'width', 'height'])
    .where('id', 'in', [...new Set(refs.map(({ ref }) => ref.id))])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing: { path: string; kind: SiteFileKind }[] = [];
  for (const { path, kind, ref } of refs) {
    const row = byId.get(ref.id);
    if (!row || row.kind !== kind) {
      missing.push({ path, kind });
      continue;
    }
    ref.name = row.name;
    delete ref.width;
    delete ref.height;
    if (row.width !== null && row.height !== null) Object.assign(ref, { width: row.width, height: row.height });
  }
  return missing;
}
