import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { logger } from '../logger';

const RETRY_MS = 5 * 60 * 1000;

/**
 * One kind of mail sent in the background, after the rows are committed and never inside a request's
 * answer: at most one run at a time; a call during a run asks for one more run right after it (a row
 * stored meanwhile is never left for the retry); a failed run is logged and tried again 5 minutes later.
 */
export function backgroundMailRun<Settings>(send: (db: Kysely<Database>, settings: Settings) => Promise<number>, log: { sent: string; failed: string }) {
  let running: Promise<void> | null = null;
  let again = false;
  let retryTimer: NodeJS.Timeout | undefined;
  const schedule = (db: Kysely<Database>, settings: Settings): void => {
    if (running) {
      again = true;
      return;
    }
    running = send(db, settings)
      .then((sent) => {
        if (sent) logger.info({ sent }, log.sent);
      })
      .catch((error) => {
        logger.error({ err: error }, log.failed);
        clearTimeout(retryTimer);
        retryTimer = setTimeout(() => schedule(db, settings), RETRY_MS);
        retryTimer.unref();
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          schedule(db, settings);
        }
      });
  };
  return schedule;
}
