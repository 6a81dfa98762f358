import { randomUUID } from 'node:crypto';
import { partnerApplicationPayloadSchema } from '@/schemas/partner-application';
import { getDatabase } from '@/server/db';
import { ok } from '@/server/http/json-api';
import { PARTNER_APPLICATION_LIMIT, partnerApplicationRow, savePartnerApplication } from '@/server/forms/partner-applications';
import { afterLeadStored } from '@/server/jobs/after-lead';
import { admitPublicPost, guardedForm, invalidForm } from '@/server/forms/admission';

/** The partner application form of /partners/apply: stored (with its inbox lead) before the 201 `{ success, id }`. */
export async function POST(request: Request) {
  const handle = getDatabase();
  const admitted = await admitPublicPost(request, handle, PARTNER_APPLICATION_LIMIT);
  if (!admitted.ok) return admitted.response;
  const { locale } = admitted;
  const parsed = partnerApplicationPayloadSchema.safeParse(admitted.body);
  if (!parsed.success) return invalidForm(parsed.error, locale, 'Conversation.partner.errors');
  // A filled honeypot is a bot: it gets the very answer of a success, and nothing is stored.
  if (parsed.data.website) return ok({ id: randomUUID() }, 201);
  return guardedForm(locale, 'partner application', async () => {
    const id = await savePartnerApplication(handle.db, partnerApplicationRow(parsed.data));
    afterLeadStored(handle.db, { webhook: true });
    return ok({ id }, 201);
  });
}
