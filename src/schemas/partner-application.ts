import { text, z } from '@/lib/zod';
import { toE164 } from '@/lib/phone';
import { PARTNER_MESSAGE_MAX_LENGTH, partnerLevelIds, partnershipTypeIds } from './partner-choices';
import { fullName, pagePath, submissionContextShape, workEmail } from './submission-fields';

/** Error messages are keys of `Conversation.partner.errors`, in the browser and in the route handler. */
export type PartnerErrorKey = 'companyName' | 'fullName' | 'invalidEmail' | 'phone' | 'partnershipType' | 'level' | 'regions' | 'tooLong' | 'invalidText';

const error = (key: PartnerErrorKey) => ({ error: key });


/** The partner application: who applies, how to reach them, what kind of partner at which level, where. */
export const partnerApplicationSchema = z.object({
  company: text(error('companyName')).trim().min(2, error('companyName')).max(160, error('tooLong')),
  name: fullName,
  email: workEmail,
  phone: text(error('phone'))
    .trim()
    .max(30, error('phone'))
    .transform((value, context) => {
      const e164 = toE164(value);
      if (!e164) {
        context.addIssue({ code: 'custom', message: 'phone' satisfies PartnerErrorKey });
        return z.NEVER;
      }
      return e164;
    }),
  partnershipType: z.enum(partnershipTypeIds, error('partnershipType')),
  level: z.enum(partnerLevelIds, error('level')),
  regions: text(error('regions')).trim().min(2, error('regions')).max(300, error('tooLong')),
  message: text(error('invalidText')).trim().max(PARTNER_MESSAGE_MAX_LENGTH, error('tooLong')).optional(),
});
export type PartnerApplicationValues = z.output<typeof partnerApplicationSchema>;

/** Payload of POST /api/partner-applications: the form, the page's language and path, attribution, honeypot. */
export const partnerApplicationPayloadSchema = partnerApplicationSchema.extend({ ...submissionContextShape, page: pagePath });
export type PartnerApplicationPayload = z.output<typeof partnerApplicationPayloadSchema>;
