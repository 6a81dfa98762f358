import { randomUUID } from 'node:crypto';
import { shortDemoRequestPayloadSchema } from '@/schemas/demo';
import { getDatabase } from '@/server/db';
import { DEMO_REQUEST_LIMIT, saveDemoRequest, shortDemoRequestRow } from '@/server/demo-requests';
import { ok } from '@/server/http';
import { scheduleLeadNotifications } from '@/server/lead-notifier';
import { admitPublicPost, guardedForm, invalidForm } from '@/server/public-form';
import { scheduleWebhookDeliveries } from '@/server/webhook-sender';

/**
 * The short /request-demo form: stored (committed) before the 201 answer; staff are e-mailed, and the
 * CRM webhook called, afterwards.
 */
export async function POST(request: Request) {
  const handle = getDatabase();
  const admitted = await admitPublicPost(request, handle, DEMO_REQUEST_LIMIT);
  if (!admitted.ok) return admitted.response;
  const parsed = shortDemoRequestPayloadSchema.safeParse(admitted.body);
  if (!parsed.success) return invalidForm(parsed.error, admitted.locale, 'DemoForm.errors');
  // A filled honeypot is a bot: it gets the very answer of a success (status, body, headers), and nothing is stored.
  if (parsed.data.website) return ok({ id: randomUUID() }, 201);
  return guardedForm(admitted.locale, 'demo request', async () => {
    const id = await saveDemoRequest(handle.db, shortDemoRequestRow(parsed.data));
    scheduleLeadNotifications(handle.db);
    scheduleWebhookDeliveries(handle.db);
    return ok({ id }, 201);
  });
}
