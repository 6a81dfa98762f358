import 'server-only';
import type { NextResponse } from 'next/server';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { z } from 'zod';
import { env } from '@/env';
import type { Locale } from '@/i18n/routing';
import type { DatabaseHandle } from '../db';
import { clientIp, fieldErrors, isForeignOrigin, jsonError, localeOf, readJsonBody } from '../http/json-api';
import { serverMessage } from '../messages';
import { logger } from '../logger';
import { consumePoint, createRateLimiter, type RateLimitRule } from '../http/rate-limit';

const limiters = new WeakMap<DatabaseHandle, Map<string, RateLimiterAbstract>>();

/** One limiter per database and rule, made on first use. */
export function limiterFor(handle: DatabaseHandle, rule: RateLimitRule): RateLimiterAbstract {
  let byName = limiters.get(handle);
  if (!byName) {
    byName = new Map();
    limiters.set(handle, byName);
  }
  let limiter = byName.get(rule.name);
  if (!limiter) {
    limiter = createRateLimiter(handle, rule);
    byName.set(rule.name, limiter);
  }
  return limiter;
}

export type AdmittedPost = { ok: true; body: unknown; locale: Locale } | { ok: false; response: NextResponse };

/**
 * The checks every public form's POST passes before its own validation, as the demo forms do:
 * same-site (403), body size (413) and JSON (400), then one point of the per-address limit (429;
 * 503 when the limiter's store cannot be reached).
 */
export async function admitPublicPost(request: Request, handle: DatabaseHandle, formRule: RateLimitRule): Promise<AdmittedPost> {
  // PUBLIC_FORM_LIMIT, when set, replaces every form's own default.
  const rule = env.PUBLIC_FORM_LIMIT ? { ...formRule, points: env.PUBLIC_FORM_LIMIT } : formRule;
  if (isForeignOrigin(request)) return { ok: false, response: jsonError(403, serverMessage('en', 'Api.foreignOrigin')) };
  const body = await readJsonBody(request);
  if (!body.ok) return body;
  const locale = localeOf(body.value);
  try {
    const outcome = await consumePoint(limiterFor(handle, rule), clientIp(request));
    if (!outcome.allowed) {
      const minutes = Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60));
      return {
        ok: false,
        response: jsonError(429, serverMessage(locale, 'Api.tooManyRequests', { minutes }), {}, { 'retry-after': String(outcome.retryAfterSeconds) }),
      };
    }
  } catch (error) {
    logger.error({ err: error, limiter: rule.name }, 'rate limiter unavailable');
    return { ok: false, response: jsonError(503, serverMessage(locale, 'Api.unavailable')) };
  }
  return { ok: true, body: body.value, locale };
}

/** 400 with `{ field: message }` in the visitor's language, the messages from `namespace` (e.g. `DemoForm.errors`). */
export function invalidForm(error: z.ZodError, locale: Locale, namespace: string): NextResponse {
  return jsonError(400, serverMessage(locale, 'Api.invalid'), { errors: fieldErrors(error, locale, namespace) });
}

/**
 * Runs a public form's database work: a failure is logged as `{what} not stored` and answers 503 in the
 * visitor's language instead of a crash.
 */
export async function guardedForm(locale: Locale, what: string, run: () => Promise<Response>, failureKey = 'Api.unavailable'): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    logger.error({ err: error }, `${what} not stored`);
    return jsonError(503, serverMessage(locale, failureKey));
  }
}
