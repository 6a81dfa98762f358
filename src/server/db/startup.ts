import 'server-only';
import { env } from '@/env';
import { ensureFirstAdmin } from '@/server/auth/admins';
import { logger } from '@/server/logger';
import { ensureFirstDemoHost } from '@/server/demo-booking/calendar';
import { startSiteJobs } from '@/server/jobs/site-jobs';
import { getDatabase } from './index';
import { migrateAndSeed } from './migrate';

const RETRY_MS = 5000;

/**
 * Brings the schema up to date and loads the first content when the server starts. If the database cannot be reached the
 * server still starts (health answers 503) and the migration is retried until it succeeds.
 */
export async function prepareDatabase(): Promise<void> {
  try {
    await migrateAndSeed(getDatabase().db);
    const first = await ensureFirstAdmin(getDatabase().db, { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD });
    if (first?.generatedPassword) {
      // Printed once, on the first start without ADMIN_PASSWORD; `npm run admin` can reset it.
      logger.warn(`First staff account created: username "${first.username}", password "${first.generatedPassword}". Change it with: npm run admin -- ${first.username}`);
    } else if (first) logger.info({ username: first.username }, 'first staff account created from ADMIN_USERNAME/ADMIN_PASSWORD');
    // The demo calendar's first host is the first admin.
    await ensureFirstDemoHost(getDatabase().db);
    // The background jobs (mail, webhook, reminders, escalations) start: what a failure or a restart left
    // pending is sent now, then as each job's timer says.
    startSiteJobs(getDatabase().db);
  } catch (error) {
    logger.error({ err: error }, `database not ready; retrying in ${RETRY_MS / 1000} s`);
    setTimeout(() => void prepareDatabase(), RETRY_MS).unref();
  }
}
