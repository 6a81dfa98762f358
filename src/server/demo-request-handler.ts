import 'server-only';
import { randomUUID } from 'node:crypto';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { getDatabase, type DatabaseHandle } from './db';
import type { NewDemoRequest } from './db/database';
import { saveDemoRequest } from './demo-requests';
import { fieldErrors, jsonError } from './http';
import { serverMessage } from './i18n';
import { scheduleLeadNotifications } from './lead-notifier';
import { logger } from './logger';
import { admitPublicPost } from './public-form';
import { scheduleWebhookDeliveries } from './webhook-sender';

/** Per address: enough for a team sharing one office network, too few for a flood. */
export const DEMO_REQUEST_LIMIT = { name: 'demo-request', points: 10, windowSeconds: 15 * 60 };

/**
 * The shared path of both demo forms: the public-form checks (same site, size, JSON, per-address
 * limit), validation, honeypot, then a committed insert before the 2xx answer. Staff are e-mailed, and the CRM webhook called, afterwards.
 */
export async function handleDemoSubmission<S extends z.ZodType<{ website?: string | undefined }>>(
  request: Request,
  schema: S,
  toRow: (payload: z.infer<S>) => NewDemoRequest,
  handle: DatabaseHandle = getDatabase(),
): Promise<NextResponse> {
  const admitted = await admitPublicPost(request, handle, DEMO_REQUEST_LIMIT);
  if (!admitted.ok) return admitted.response;
  const { locale } = admitted;

  const parsed = schema.safeParse(admitted.body);
  if (!parsed.success) {
    return jsonError(400, serverMessage(locale, 'Api.invalid'), { errors: fieldErrors(parsed.error, locale, 'DemoForm.errors') });
  }
  // A filled honeypot is a bot: it gets the very answer of a success (status, body, headers), and nothing is stored.
  const created = (id: string) => NextResponse.json({ success: true, id }, { status: 201, headers: { 'cache-control': 'no-store' } });
  if (parsed.data.website) return created(randomUUID());

  try {
    const id = await saveDemoRequest(handle.db, toRow(parsed.data));
    scheduleLeadNotifications(handle.db);
    scheduleWebhookDeliveries(handle.db);
    return created(id);
  } catch (error) {
    logger.error({ err: error }, 'demo request not stored');
    return jsonError(503, serverMessage(locale, 'Api.unavailable'));
  }
}
