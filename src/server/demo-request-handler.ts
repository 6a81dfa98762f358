import 'server-only';
import { randomUUID } from 'node:crypto';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { getDatabase, type DatabaseHandle } from './db';
import type { NewDemoRequest } from './db/database';
import { saveDemoRequest } from './demo-requests';
import { clientIp, fieldErrors, isForeignOrigin, jsonError, localeOf, readJsonBody } from './http';
import { serverMessage } from './i18n';
import { scheduleLeadNotifications } from './lead-notifier';
import { logger } from './logger';
import { consumePoint, createRateLimiter } from './rate-limit';

/** Per address: enough for a team sharing one office network, too few for a flood. */
export const DEMO_REQUEST_LIMIT = { name: 'demo-request', points: 10, windowSeconds: 15 * 60 };

const limiters = new WeakMap<DatabaseHandle, RateLimiterAbstract>();

function limiterFor(handle: DatabaseHandle): RateLimiterAbstract {
  let limiter = limiters.get(handle);
  if (!limiter) {
    limiter = createRateLimiter(handle, DEMO_REQUEST_LIMIT);
    limiters.set(handle, limiter);
  }
  return limiter;
}

/**
 * The shared path of both demo forms: same-site check, body size and JSON, per-address limit,
 * validation, honeypot, then a committed insert before the 2xx answer. Staff are e-mailed afterwards.
 */
export async function handleDemoSubmission<S extends z.ZodType<{ website?: string | undefined }>>(
  request: Request,
  schema: S,
  toRow: (payload: z.infer<S>) => NewDemoRequest,
  handle: DatabaseHandle = getDatabase(),
): Promise<NextResponse> {
  if (isForeignOrigin(request)) return jsonError(403, serverMessage('en', 'Api.foreignOrigin'));
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const locale = localeOf(body.value);

  try {
    const outcome = await consumePoint(limiterFor(handle), clientIp(request));
    if (!outcome.allowed) {
      const minutes = Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60));
      return jsonError(429, serverMessage(locale, 'Api.tooManyRequests', { minutes }), {}, { 'retry-after': String(outcome.retryAfterSeconds) });
    }
  } catch (error) {
    logger.error({ err: error }, 'rate limiter unavailable');
    return jsonError(503, serverMessage(locale, 'Api.unavailable'));
  }

  const parsed = schema.safeParse(body.value);
  if (!parsed.success) {
    return jsonError(400, serverMessage(locale, 'Api.invalid'), { errors: fieldErrors(parsed.error, locale, 'DemoForm.errors') });
  }
  // A filled honeypot is a bot: it is told "success" and nothing is stored.
  if (parsed.data.website) return NextResponse.json({ success: true, id: randomUUID() }, { status: 201 });

  try {
    const id = await saveDemoRequest(handle.db, toRow(parsed.data));
    scheduleLeadNotifications(handle.db);
    return NextResponse.json({ success: true, id }, { status: 201, headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    logger.error({ err: error }, 'demo request not stored');
    return jsonError(503, serverMessage(locale, 'Api.unavailable'));
  }
}
