import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { BOOKED_DEMO_PAGE, barePath, knownPageName, localeOfPath, whatsappMessage } from '@/content/whatsapp';
import { fromPathOf, referenceOf, waMeUrl } from '@/lib/whatsapp';
import type { Database } from '../db/database';
import { findPublishedPost } from '../blog/posts';
import { findPublishedEvent } from '../events/events';
import { DAY_MS, riyadhDateOf } from '@/lib/riyadh-time';
import { inTransaction } from '../db/transaction';

/** Clicks from a link whose `from` is not a page of this site are counted under this name. */
export const OTHER_PAGE = 'other';

const BLOG_POST = /^\/resources\/blog\/([^/]+)$/;
const EVENT_PAGE = /^\/resources\/events\/([^/]+)(?:\/recording)?$/;

function decoded(slug: string): string | null {
  try {
    return decodeURIComponent(slug);
  } catch {
    return null;
  }
}

/** The page at a site path, by name in the path's language; undefined when no page lives there. */
async function pageNameAt(db: Kysely<Database>, path: string): Promise<string | undefined> {
  const locale = localeOfPath(path);
  const bare = barePath(path);
  const known = knownPageName(bare);
  if (known) return known[locale];
  const post = BLOG_POST.exec(bare);
  if (post) {
    const slug = decoded(post[1]!);
    const found = slug ? await findPublishedPost(db, slug) : null;
    return found && found.locale === locale ? found.title : undefined;
  }
  const event = EVENT_PAGE.exec(bare);
  if (event) {
    const slug = decoded(event[1]!);
    const found = slug ? await findPublishedEvent(db, slug) : null;
    return found ? (locale === 'ar' ? found.titleAr : found.titleEn) : undefined;
  }
  return undefined;
}

export interface WhatsAppTarget {
  /** The page path the click counts for, or `other`. */
  page: string;
  /** The chat link: with a message naming the page, or plain for `other`. */
  location: string;
}

/**
 * Where a "Chat on WhatsApp" click goes. A `from` that is a page of this site gets a message in that
 * page's language naming it (with its address on `siteUrl`); anything else gets the plain chat link,
 * so the redirect never leads anywhere but WhatsApp.
 */
export async function whatsappTarget(db: Kysely<Database>, rawFrom: string | null, number: string, siteUrl: string, rawReference: string | null = null): Promise<WhatsAppTarget> {
  const path = fromPathOf(rawFrom);
  const name = path ? await pageNameAt(db, path) : undefined;
  if (!path || !name) return { page: OTHER_PAGE, location: waMeUrl(number) };
  const url = new URL(path, siteUrl).toString();
  // Only the booked-demo page quotes a reference; its address (with the visitor's token) never travels.
  const reference = barePath(path) === BOOKED_DEMO_PAGE ? referenceOf(rawReference) : null;
  return { page: path, location: waMeUrl(number, whatsappMessage(localeOfPath(path), name, url, reference)) };
}

const KEY_PREFIX = 'whatsapp-visitors:';

/**
 * The day's key for visitor hashes: random, made by the first instance that counts a click that day
 * (kept in site_secrets, so every instance hashes alike). Making a day's key deletes the earlier days'
 * keys and visitor rows: a hash can no longer be matched to anyone once its day is over.
 */
async function dayKey(db: Kysely<Database>, day: string, now: Date): Promise<Buffer> {
  const name = `${KEY_PREFIX}${day}`;
  const made = await db
    .insertInto('site_secrets')
    .values({ name, value: randomBytes(32).toString('base64url'), created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .returning('name')
    .executeTakeFirst();
  if (made) {
    await db.deleteFrom('site_secrets').where('name', 'like', `${KEY_PREFIX}%`).where('name', '<', name).execute();
    await db.deleteFrom('whatsapp_click_visitors').where('day', '<', day).execute();
  }
  const row = await db.selectFrom('site_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

/** Who clicked, as far as counting needs: the address and user agent under the day's key. */
export interface ClickVisitor {
  address: string;
  userAgent: string;
}

/**
 * Counts a click for the page's row of the day, once per visitor: the first click of a visitor (a
 * keyed hash of address and user agent) on a page in a Riyadh day adds one, any further click adds
 * nothing. Atomic upserts, so concurrent clicks of different visitors are all counted.
 */
export async function countWhatsAppClick(db: Kysely<Database>, page: string, visitor: ClickVisitor, now = new Date()): Promise<void> {
  const day = riyadhDateOf(now);
  const key = await dayKey(db, day, now);
  const hash = createHmac('sha256', key).update(`${visitor.address}\n${visitor.userAgent}`).digest('base64url');
  await inTransaction(db, async (trx) => {
    const first = await trx
      .insertInto('whatsapp_click_visitors')
      .values({ day, path: page, visitor: hash })
      .onConflict((conflict) => conflict.columns(['day', 'path', 'visitor']).doNothing())
      .returning('visitor')
      .executeTakeFirst();
    if (!first) return;
    await trx
      .insertInto('whatsapp_clicks')
      .values({ path: page, day, clicks: 1 })
      .onConflict((conflict) => conflict.columns(['path', 'day']).doUpdateSet({ clicks: sql<number>`whatsapp_clicks.clicks + 1` }))
      .execute();
  });
}

export interface WhatsAppPageClicks {
  path: string;
  clicks: number;
}

/** Clicks per page over the last `days` Riyadh days (today included), most clicked first. */
export async function whatsappClicksByPage(db: Kysely<Database>, days = 30, now = new Date()): Promise<WhatsAppPageClicks[]> {
  const since = riyadhDateOf(new Date(now.getTime() - (days - 1) * DAY_MS));
  const rows = await db
    .selectFrom('whatsapp_clicks')
    .select('path')
    .select((eb) => eb.fn.sum<number>('clicks').as('clicks'))
    .where('day', '>=', since)
    .groupBy('path')
    .execute();
  return rows.map((row) => ({ path: row.path, clicks: Number(row.clicks) })).sort((a, b) => b.clicks - a.clicks || a.path.localeCompare(b.path));
}
