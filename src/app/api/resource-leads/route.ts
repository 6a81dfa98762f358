import { randomUUID } from 'node:crypto';
import { resourceLeadPayloadSchema } from '@/schemas/resource-lead';
import { getDatabase } from '@/server/db';
import { grantGuideAccess } from '@/server/guides/guide-access';
import { ok } from '@/server/http/json-api';
import { serverMessage } from '@/server/messages';
import { mailSettingsFromEnv } from '@/server/mail/settings';
import { admitPublicPost, guardedForm, invalidForm } from '@/server/forms/admission';
import { RESOURCE_LEAD_LIMIT, resourceLeadRow, resourceLeadSuccessMessage, saveResourceLead, siteResources } from '@/server/forms/resource-leads';
import { afterLeadStored } from '@/server/jobs/after-lead';

/**
 * A guide's PDF download form and a course's enrolment form: stored (committed) before the 201
 * `{ success, id, message }`; e-mails go afterwards.
 */
export async function POST(request: Request) {
  const handle = getDatabase();
  const admitted = await admitPublicPost(request, handle, RESOURCE_LEAD_LIMIT);
  if (!admitted.ok) return admitted.response;
  const { locale } = admitted;
  const parsed = resourceLeadPayloadSchema(siteResources).safeParse(admitted.body);
  if (!parsed.success) return invalidForm(parsed.error, locale, 'ResourceLeads.errors');
  const payload = parsed.data;
  const mail = mailSettingsFromEnv();
  const message = resourceLeadSuccessMessage(payload, locale, Boolean(mail));
  // A filled honeypot is a bot: it gets the very answer of a success, down to the guide cookie (which
  // anyone filling the form gets), so nothing tells it apart; nothing is stored.
  const created = async (id: string) => {
    const response = ok({ id, message }, 201);
    if (payload.kind === 'guide') await grantGuideAccess(response, request, handle);
    return response;
  };
  return guardedForm(locale, 'resource lead', async () => {
    if (payload.website) return created(randomUUID());
    const consentText = serverMessage(payload.locale, `ResourceLeads.${payload.kind}.consent`);
    const id = await saveResourceLead(handle.db, resourceLeadRow(payload, consentText));
    afterLeadStored(handle.db, { mail, webhook: true });
    return created(id);
  });
}
