import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import type { SiteFacts } from '@/schemas/site-facts';
import { getDatabase } from '../db';
import { logger } from '../logger';
import { latestVersion } from './store';

/** The cache tag of every page and data entry that shows a published fact. */
export const SITE_FACTS_TAG = 'site-facts';

/**
 * The published facts, cached by the framework under SITE_FACTS_TAG (no database read per visit).
 * While the site is being built there is no database: the pages render without the facts, and are
 * rendered again with them on their first visit after start-up.
 */
const cachedFacts = unstable_cache(
  async (): Promise<SiteFacts> => {
    if (process.env.NEXT_PHASE === 'phase-production-build') return {};
    return (await latestVersion(getDatabase().db))?.facts ?? {};
  },
  ['published-site-facts'],
  { tags: [SITE_FACTS_TAG], revalidate: 3600 },
);

/** What visitors see: the highest published version's facts; none when the database is away. */
export async function publishedFacts(): Promise<SiteFacts> {
  try {
    return await cachedFacts();
  } catch (error) {
    logger.error({ err: error }, 'published site facts unreadable');
    return {};
  }
}

/** After a publish or restore: every page showing a fact renders again on its next visit, on every instance. */
export function factsPublished(): void {
  revalidateTag(SITE_FACTS_TAG, { expire: 0 });
}
