import 'server-only';
import { randomUUID } from 'node:crypto';
import { NextResponse } from 'next/server';
import { courses } from '@/content/courses';
import { guideIds } from '@/content/guides';
import { GUIDE_ACCESS_COOKIE, GUIDE_ACCESS_MAX_AGE_SECONDS } from '@/lib/guide-access';
import { resourceTitle } from '@/server/resource-title';
import { resourceLeadPayloadSchema, type KnownResources, type ResourceLeadPayload } from '@/schemas/resource-lead';
import type { Locale } from '@/i18n/routing';
import { getDatabase, type DatabaseHandle } from './db';
import { fieldErrors, jsonError } from './http';
import { serverMessage } from './i18n';
import { mailSettingsFromEnv, scheduleLeadNotifications, type MailSettings } from './lead-notifier';
import { logger } from './logger';
import { admitPublicPost } from './public-form';
import { resourceLeadRow, saveResourceLead } from './resource-leads';
import { scheduleWebhookDeliveries } from './webhook-sender';

/** Per address, as for questions and the demo forms. */
export const RESOURCE_LEAD_LIMIT = { name: 'resource-lead', points: 10, windowSeconds: 15 * 60 };

/** The site's guides and courses: the ids a lead may name. */
export const siteResources: KnownResources = { guideIds, courseIds: courses.map((course) => course.id) };

export interface ResourceLeadOptions {
  resources?: KnownResources;
  /** Mail settings; a course enrolment's answer says whether a confirmation e-mail is coming. */
  mail?: MailSettings | null;
}

function successMessage(payload: ResourceLeadPayload, locale: Locale, mailConfigured: boolean): string {
  if (payload.kind === 'guide') return serverMessage(locale, 'ResourceLeads.guide.success');
  const title = resourceTitle('course', payload.resourceId, locale);
  return mailConfigured
    ? serverMessage(locale, 'ResourceLeads.course.successMailed', { title, email: payload.email })
    : serverMessage(locale, 'ResourceLeads.course.success', { title });
}

/** Opens the guides' PDFs in this browser for a year (guide-access.ts); Secure whenever the site is served over HTTPS. */
function grantGuideAccess(response: NextResponse, request: Request): void {
  const https = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  response.cookies.set(GUIDE_ACCESS_COOKIE, '1', { httpOnly: true, sameSite: 'lax', secure: https, path: '/', maxAge: GUIDE_ACCESS_MAX_AGE_SECONDS });
}

/**
 * POST /api/resource-leads: a guide download or a course enrolment. The public-form checks, validation,
 * honeypot, then a committed insert before the 201 `{ success, id, message }`; e-mails go afterwards.
 */
export async function handleResourceLeadSubmission(
  request: Request,
  handle: DatabaseHandle = getDatabase(),
  { resources = siteResources, mail = mailSettingsFromEnv() }: ResourceLeadOptions = {},
): Promise<NextResponse> {
  const admitted = await admitPublicPost(request, handle, RESOURCE_LEAD_LIMIT);
  if (!admitted.ok) return admitted.response;
  const { locale } = admitted;

  const parsed = resourceLeadPayloadSchema(resources).safeParse(admitted.body);
  if (!parsed.success) {
    return jsonError(400, serverMessage(locale, 'Api.invalid'), { errors: fieldErrors(parsed.error, locale, 'ResourceLeads.errors') });
  }
  const payload = parsed.data;
  const message = successMessage(payload, locale, Boolean(mail));
  // A filled honeypot is a bot: it gets the very answer of a success, down to the guide cookie (a plain
  // flag that anyone filling the form gets), so nothing tells it apart; nothing is stored.
  const created = (id: string) => {
    const response = NextResponse.json({ success: true, id, message }, { status: 201, headers: { 'cache-control': 'no-store' } });
    if (payload.kind === 'guide') grantGuideAccess(response, request);
    return response;
  };
  if (payload.website) return created(randomUUID());

  try {
    const consentText = serverMessage(payload.locale, `ResourceLeads.${payload.kind}.consent`);
    const id = await saveResourceLead(handle.db, resourceLeadRow(payload, consentText));
    scheduleLeadNotifications(handle.db, mail);
    scheduleWebhookDeliveries(handle.db);
    return created(id);
  } catch (error) {
    logger.error({ err: error }, 'resource lead not stored');
    return jsonError(503, serverMessage(locale, 'Api.unavailable'));
  }
}
