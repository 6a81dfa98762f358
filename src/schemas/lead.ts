import { text, z } from '@/lib/zod';

export const leadKinds = ['demo-short', 'demo-detailed', 'question', 'guide', 'course', 'event', 'partner', 'recording'] as const;
export type LeadKind = (typeof leadKinds)[number];

/** The submissions' tables, as an erasure request names them: one table may hold two kinds. */
export const leadSources = ['demo-request', 'question', 'resource-lead', 'event-registration', 'partner-application', 'recording-request'] as const;
export type LeadSource = (typeof leadSources)[number];

/**
 * Each lead kind, declared once: the table its submission is stored in (`source`, the name an erasure
 * uses) and its name in the CRM webhook's `lead.kind`. A new kind fails to compile until it has both.
 */
export const leadKindMap = {
  'demo-short': { source: 'demo-request', webhook: 'demo-short' },
  'demo-detailed': { source: 'demo-request', webhook: 'demo-detailed' },
  question: { source: 'question', webhook: 'question' },
  guide: { source: 'resource-lead', webhook: 'guide' },
  course: { source: 'resource-lead', webhook: 'course' },
  event: { source: 'event-registration', webhook: 'event-registration' },
  partner: { source: 'partner-application', webhook: 'partner' },
  recording: { source: 'recording-request', webhook: 'recording' },
} as const satisfies Record<LeadKind, { source: LeadSource; webhook: string }>;

/** A kind's name in the CRM webhook. */
export type WebhookLeadKind = (typeof leadKindMap)[LeadKind]['webhook'];

/** The inbox kinds stored in one source table. */
export function kindsOfSource(source: LeadSource): LeadKind[] {
  return leadKinds.filter((kind) => leadKindMap[kind].source === source);
}
/** The kind filter: one kind, `demo` for both demo forms, `resources` for guides and courses (the old lists). */
export const leadKindFilters = ['demo', 'resources', ...leadKinds] as const;

export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const LEAD_PAGE_SIZE = 25;

const day = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
/** A filter value from a URL: anything malformed is dropped (a shared link never fails). */
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const word = optional(text().trim().min(1).max(200));

/**
 * The inbox's filters, read from the URL of the page, of the list API and of the CSV export alike.
 * Dates are days in Riyadh time, both ends included.
 */
export const leadFilterSchema = z.object({
  kind: optional(z.enum(leadKindFilters)),
  status: optional(z.enum(leadStatuses)),
  from: optional(z.string().regex(day).refine(isDay)),
  to: optional(z.string().regex(day).refine(isDay)),
  /** `direct`, a UTM source or a referrer's host, as the `source` column holds it. */
  source: word,
  medium: word,
  campaign: word,
  locale: optional(z.enum(['en', 'ar'])),
  landing: word,
  /** An account id, or `none` for leads nobody owns. */
  owner: word,
  q: optional(text().trim().min(1).max(100)),
  /** Source and landing page filters read the visitor's first touch (`first`) or the form's visit (default). */
  touch: optional(z.enum(['first', 'last'])),
  /** The inbox's order: open leads overdue first (`due`, the inbox's default) or newest first. */
  sort: optional(z.enum(['due', 'newest'])),
});
export type LeadFilter = z.infer<typeof leadFilterSchema>;

export const leadPageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

/** PATCH /api/admin/leads/{id}: a new status, a new owner (null: nobody), or both. */
export const leadUpdateSchema = z
  .object({
    status: z.enum(leadStatuses).optional(),
    ownerId: z.string().max(36).nullable().optional(),
  })
  .refine((value) => value.status !== undefined || value.ownerId !== undefined);

/** POST /api/admin/leads/{id}/notes. */
export const leadContactTypes = ['call', 'whatsapp', 'email'] as const;
/** A note may record a contact with the lead (a call, WhatsApp, an e-mail): the lead's first response. */
export const leadNoteSchema = z.object({ body: text().trim().min(1, 'blank').max(4000, 'long'), contactType: z.enum(leadContactTypes).nullable().optional() });

/** The filter as URL parameters (only the set ones), for links, the CSV export and pagination. */
export function leadFilterParams(filter: LeadFilter, extra: Record<string, string | undefined> = {}): URLSearchParams {
  const params = new URLSearchParams();
  // Always in the schema's order: one filtered view, one URL.
  for (const key of Object.keys(leadFilterSchema.shape) as (keyof LeadFilter)[]) if (filter[key]) params.set(key, String(filter[key]));
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  return params;
}

export function leadFilterFromParams(params: URLSearchParams | Record<string, string | string[] | undefined>): LeadFilter {
  const entries = params instanceof URLSearchParams ? Object.fromEntries(params) : Object.fromEntries(Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  return leadFilterSchema.parse(entries);
}
