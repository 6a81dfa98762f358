import 'server-only';
import { adminText } from '@/server/i18n';
import { jsonError } from './http';
import { logger } from './logger';

/** Runs an admin handler, turning a database failure into 503 JSON instead of a crash. */
export async function guarded(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    logger.error({ err: error }, 'admin request failed');
    return jsonError(503, adminText('api.unavailable'));
  }
}

// The staff routes' success answer is every route's: it lives beside jsonError.
export { ok } from './http';
