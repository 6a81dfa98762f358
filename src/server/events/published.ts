import 'server-only';
import { getDatabase } from '../db';
import { findPublishedEvent, listPastEvents, listUpcomingEvents, type AdminEvent } from './events';
import { logger } from '../logger';

export type PublicEvents = { upcoming: AdminEvent[]; past: AdminEvent[] };

/** Published events for the events page; an unreachable database shows the page without them. */
export async function publishedEvents(now = new Date()): Promise<PublicEvents> {
  try {
    const { db } = getDatabase();
    const [upcoming, past] = await Promise.all([listUpcomingEvents(db, now), listPastEvents(db, now)]);
    return { upcoming, past };
  } catch (error) {
    logger.error({ err: error }, 'events unavailable');
    return { upcoming: [], past: [] };
  }
}

/** A published event by its slug as it comes in the address (still percent-encoded); null when none. */
export async function publishedEvent(rawSlug: string): Promise<AdminEvent | null> {
  let slug: string;
  try {
    slug = decodeURIComponent(rawSlug);
  } catch {
    return null;
  }
  return findPublishedEvent(getDatabase().db, slug);
}
