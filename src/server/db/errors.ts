import 'server-only';

/** A UNIQUE or PRIMARY KEY constraint refused the write (PostgreSQL 23505, SQLite's constraint codes). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * Runs `write` with the first free slug `find` gives and, when a concurrent request took that slug
 * between the look-up and the write (the unique index refuses it), looks again and retries: the
 * next suffix. Any other error, or more than `attempts` lost races, is thrown.
 */
export async function withFreeSlug<T>(find: () => Promise<string>, write: (slug: string) => Promise<T>, attempts = 20): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const slug = await find();
    try {
      return await write(slug);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= attempts) throw error;
    }
  }
}
