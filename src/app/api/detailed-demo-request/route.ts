import { randomUUID } from 'node:crypto';
import { detailedDemoRequestPayloadSchema } from '@/schemas/demo';
import { getDatabase } from '@/server/db';
import { DEMO_REQUEST_LIMIT, detailedDemoRequestRow, saveDemoRequest } from '@/server/forms/demo-requests';
import { ok } from '@/server/http/json-api';
import { admitPublicPost, guardedForm, invalidForm } from '@/server/forms/admission';
import { afterLeadStored } from '@/server/jobs/after-lead';

/** The long /detailed-demo-request form, stored and followed up as the short one (../demo-request). */
export async function POST(request: Request) {
  const handle = getDatabase();
  const admitted = await admitPublicPost(request, handle, DEMO_REQUEST_LIMIT);
  if (!admitted.ok) return admitted.response;
  const parsed = detailedDemoRequestPayloadSchema.safeParse(admitted.body);
  if (!parsed.success) return invalidForm(parsed.error, admitted.locale, 'DemoForm.errors');
  // A filled honeypot is a bot: it gets the very answer of a success (status, body, headers), and nothing is stored.
  if (parsed.data.website) return ok({ id: randomUUID() }, 201);
  return guardedForm(admitted.locale, 'demo request', async () => {
    const id = await saveDemoRequest(handle.db, detailedDemoRequestRow(parsed.data));
    afterLeadStored(handle.db, { mail: true, webhook: true });
    return ok({ id }, 201);
  });
}
