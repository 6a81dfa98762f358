import { text, z } from '@/lib/zod';
import { fullName, pagePath, submissionContextShape, workEmail } from './submission-fields';

/**
 * Error messages are keys of `ResourceLeads.errors`, so one schema serves the browser (in the page's
 * language) and the route handler (in the request's language). Name and e-mail follow the demo forms' rules.
 */
export type ResourceLeadErrorKey = 'fullName' | 'invalidEmail' | 'companyName' | 'consent' | 'kind' | 'resource' | 'tooLong' | 'invalidText';

const error = (key: ResourceLeadErrorKey) => ({ error: key });

export const resourceLeadKinds = ['guide', 'course'] as const;
export type ResourceLeadKind = (typeof resourceLeadKinds)[number];

/** A guide's PDF: name, work e-mail and the consent box, which must be ticked. */
export const guideLeadSchema = z.object({
  name: fullName,
  email: workEmail,
  consent: z.literal(true, error('consent')),
});
export type GuideLead = z.infer<typeof guideLeadSchema>;

/** A course enrolment: the same, plus the company, required here. */
export const courseLeadSchema = guideLeadSchema.extend({
  company: text(error('companyName')).trim().min(2, error('companyName')).max(160, error('tooLong')),
});
export type CourseLead = z.infer<typeof courseLeadSchema>;

/** What the page adds to the form: the page's language, the visit's attribution, the page's path, the honeypot. */
const context = {
  ...submissionContextShape,
  page: pagePath,
};

/** The ids a lead may name; the handler passes the site's guides and courses. */
export interface KnownResources {
  guideIds: readonly string[];
  courseIds: readonly string[];
}

const resourceId = (ids: readonly string[]) => text(error('resource')).refine((id) => ids.includes(id), error('resource'));

/** Payload of POST /api/resource-leads: one of the two forms, told apart by `kind`, naming a known resource. */
export function resourceLeadPayloadSchema(known: KnownResources) {
  return z.discriminatedUnion(
    'kind',
    [
      guideLeadSchema.extend({ kind: z.literal('guide'), resourceId: resourceId(known.guideIds), ...context }),
      courseLeadSchema.extend({ kind: z.literal('course'), resourceId: resourceId(known.courseIds), ...context }),
    ],
    error('kind'),
  );
}
export type ResourceLeadPayload = z.infer<ReturnType<typeof resourceLeadPayloadSchema>>;
