// @ts-check
/**
 * The framework's cache handler (next.config.ts `cacheHandler`), so that a revalidated tag reaches
 * every instance of the site. Rendered pages and cached data stay in each instance's memory (bounded);
 * when a tag is revalidated, the time is written to the site's own database (`next_cache_tags`, on
 * SQLite or PostgreSQL), and every instance reads the times it has not seen at most once a second.
 * An entry carrying a tag revalidated after the entry was made is a miss, so the page is rendered
 * again from the published data. Nothing is read from the database per visit.
 *
 * During `next build` there is no database to speak of: the store is off and the handler keeps
 * entries in memory only (the built pages are rendered again on their first visit after start-up).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** How often an instance asks the database for tags revalidated elsewhere. */
const SYNC_MS = 1000;
/** Entries kept in memory; the least recently used leave first. */
const MAX_ENTRIES = 3000;
const TAGS_HEADER = 'x-next-cache-tags';

/** @typedef {{ value: any, lastModified: number, tags: string[] }} Entry */

/** @returns {{ read(since: number): Promise<[string, number][]>, write(tags: string[], at: number): Promise<void> } | null} */
function openStore() {
  if (process.env.NEXT_PHASE === 'phase-production-build') return null;
  const url = process.env.DATABASE_URL ?? 'file:./data/site.db';
  try {
    if (/^postgres(ql)?:/i.test(url)) {
      const pg = require('pg');
      const pool = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 2000, idleTimeoutMillis: 30_000 });
      pool.on('error', () => {});
      return {
        async read(since) {
          const { rows } = await pool.query('select tag, revalidated_at from next_cache_tags where revalidated_at > $1', [since]);
          return rows.map((/** @type {any} */ row) => [row.tag, Number(row.revalidated_at)]);
        },
        async write(tags, at) {
          for (const tag of tags) {
            await pool.query('insert into next_cache_tags (tag, revalidated_at) values ($1, $2) on conflict (tag) do update set revalidated_at = excluded.revalidated_at', [tag, at]);
          }
        },
      };
    }
    const SQLite = require('better-sqlite3');
    const file = url.replace(/^file:/, '');
    const connection = new SQLite(file, { fileMustExist: true });
    connection.pragma('busy_timeout = 5000');
    return {
      async read(since) {
        const rows = connection.prepare('select tag, revalidated_at from next_cache_tags where revalidated_at > ?').all(since);
        return rows.map((/** @type {any} */ row) => [row.tag, Number(row.revalidated_at)]);
      },
      async write(tags, at) {
        const upsert = connection.prepare('insert into next_cache_tags (tag, revalidated_at) values (?, ?) on conflict (tag) do update set revalidated_at = excluded.revalidated_at');
        connection.transaction(() => tags.forEach((tag) => upsert.run(tag, at)))();
      },
    };
  } catch {
    return null;
  }
}

/**
 * The tags an entry carries: a page's or route's in its header, cached data's in the context.
 * @param {any} data
 * @param {any} ctx
 * @returns {string[]}
 */
function tagsOf(data, ctx) {
  const header = data?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  return [...new Set([...fromHeader, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])].filter(Boolean);
}

export default class CacheHandler {
  /** @type {Map<string, Entry>} */
  static entries = new Map();
  /** @type {Map<string, number>} when each tag was last revalidated, as far as this instance knows */
  static revalidated = new Map();
  static store = openStore();
  static syncedAt = 0;
  static newest = 0;
  /** @type {Promise<void> | null} */
  static syncing = null;

  /** Reads the tags revalidated since the newest this instance has seen; never throws. */
  static async sync() {
    const store = CacheHandler.store;
    if (!store || Date.now() - CacheHandler.syncedAt < SYNC_MS) return;
    CacheHandler.syncing ??= (async () => {
      try {
        for (const [tag, at] of await store.read(CacheHandler.newest)) {
          CacheHandler.revalidated.set(tag, Math.max(at, CacheHandler.revalidated.get(tag) ?? 0));
          CacheHandler.newest = Math.max(CacheHandler.newest, at);
        }
        CacheHandler.syncedAt = Date.now();
      } catch {
        // The database is away (or not migrated yet): serve what is known, ask again on the next request.
      } finally {
        CacheHandler.syncing = null;
      }
    })();
    await CacheHandler.syncing;
  }

  /** @param {unknown} options */
  constructor(options) {
    this.options = options;
  }

  /**
   * @param {string} key
   * @param {any} ctx
   */
  async get(key, ctx) {
    await CacheHandler.sync();
    const entry = CacheHandler.entries.get(key);
    if (!entry) return null;
    const tags = [...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
    if (tags.some((tag) => (CacheHandler.revalidated.get(tag) ?? 0) >= entry.lastModified)) {
      CacheHandler.entries.delete(key);
      return null;
    }
    // Recently used: moved to the end of the map's order.
    CacheHandler.entries.delete(key);
    CacheHandler.entries.set(key, entry);
    return { value: entry.value, lastModified: entry.lastModified };
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    if (data === null || data === undefined) {
      CacheHandler.entries.delete(key);
      return;
    }
    CacheHandler.entries.delete(key);
    CacheHandler.entries.set(key, { value: data, lastModified: Date.now(), tags: tagsOf(data, ctx) });
    for (const oldest of CacheHandler.entries.keys()) {
      if (CacheHandler.entries.size <= MAX_ENTRIES) break;
      CacheHandler.entries.delete(oldest);
    }
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    const list = [tags].flat().filter(Boolean);
    // A tag revalidated in this millisecond counts for entries made in it too (`>=` above).
    const at = Date.now();
    for (const tag of list) CacheHandler.revalidated.set(tag, at);
    if (CacheHandler.store) {
      try {
        await CacheHandler.store.write(list, at);
      } catch {
        // The other instances learn of it when their own entries age out; this one already has.
      }
    }
  }

  resetRequestCache() {}
}
