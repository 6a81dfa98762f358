import 'server-only';
import { staffTranslator, type StaffLocale } from '@/server/staff/language';
import { jsonError } from './json-api';
import { logger } from '../logger';

/** Runs an admin handler, turning a database failure into 503 JSON (in the staff member's language) instead of a crash. */
export async function guarded(run: () => Promise<Response>, locale: StaffLocale = 'ar'): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    logger.error({ err: error }, 'admin request failed');
    return jsonError(503, staffTranslator(locale)('api.unavailable'));
  }
}
