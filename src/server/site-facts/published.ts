import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { draftMode } from 'next/headers';
import { isolateArabicFigures } from '@/i18n/bidi';
import type { SiteFacts } from '@/schemas/site-facts';
import { getDatabase } from '../db';
import { logger } from '../logger';
import { latestVersion, readDraft } from './store';

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

/** Whether this request is a staff member's preview of the draft (the framework's draft mode). */
export async function previewing(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

/**
 * What visitors see: the highest published version's facts; none when the database is away. A staff
 * member previewing sees the saved draft instead (draft mode bypasses every cache for them alone).
 */
export async function publishedFacts(): Promise<SiteFacts> {
  try {
    // Arabic figures stay in reading order ("9:00-18:00", not 18:00-9:00), as in the site's own copy.
    if (await previewing()) return isolateArabicFigures(await readDraft(getDatabase().db));
    return isolateArabicFigures(await cachedFacts());
  } catch (error) {
    logger.error({ err: error }, 'published site facts unreadable');
    return {};
  }
}

/** After a publish or restore: every page showing a fact renders again on its next visit, on every instance. */
export function factsPublished(): void {
  revalidateTag(SITE_FACTS_TAG, { expire: 0 });
}
