import 'server-only';
import { sql } from 'kysely';
import { unstable_cache } from 'next/cache';
import { getDatabase } from '../db';
import { logger } from '../logger';
import { publishedFacts } from '../site-facts/published';

/** Enrolments per course, counted from the site's own course leads; refreshed hourly by the framework. */
const enrolmentCounts = unstable_cache(
  async (): Promise<Record<string, number>> => {
    if (process.env.NEXT_PHASE === 'phase-production-build') return {};
    const rows = await getDatabase()
      .db.selectFrom('resource_leads')
      .select(['resource_id', sql<string>`count(*)`.as('count')])
      .where('kind', '=', 'course')
      .groupBy('resource_id')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.resource_id, Number(row.count)]));
  },
  ['course-enrolments'],
  { tags: ['course-enrolments'], revalidate: 3600 },
);

/**
 * The enrolments a course may show: only once they reach the number staff set (none until they set
 * one), so no course claims a crowd it does not have.
 */
export async function shownEnrolments(): Promise<Record<string, number>> {
  try {
    const [counts, facts] = await Promise.all([enrolmentCounts(), publishedFacts()]);
    const from = facts.learning?.enrolmentsShownFrom;
    if (!from) return {};
    return Object.fromEntries(Object.entries(counts).filter(([, count]) => count >= from));
  } catch (error) {
    logger.error({ err: error }, 'course enrolments unreadable');
    return {};
  }
}
