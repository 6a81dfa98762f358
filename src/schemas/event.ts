import { text, z } from '@/lib/zod';
import { riyadhLocalToUtc } from '@/lib/riyadh-time';

export const eventKinds = ['webinar', 'workshop', 'conference', 'site-visit'] as const;
export const eventModes = ['online', 'in-person'] as const;
export const eventLanguages = ['ar', 'en', 'both'] as const;

/** Lower-case Latin letters, digits and single dashes: the same address in both languages. */
export const EVENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const optional = (max: number) => text().trim().max(max, 'long').optional().default('');
const required = (max: number) => text({ error: 'blank' }).trim().min(1, 'blank').max(max, 'long');
const webAddress = text()
  .trim()
  .max(500, 'long')
  .refine((value) => value === '' || /^https?:\/\/[^\s/?#]+\.[^\s]*$/i.test(value), 'url')
  .optional()
  .default('');
/** Riyadh wall time as a datetime-local input gives it: "2026-12-15T10:00". */
const localTime = text().refine((value) => riyadhLocalToUtc(value) !== null, 'time');

/**
 * An event as staff save it (POST /api/admin/events, PUT /api/admin/events/{id}). Messages are keys
 * of the `Admin.events.errors` messages; the field is the issue's path.
 */
export const eventSchema = z
  .object({
    slug: text().trim().max(100, 'long').regex(EVENT_SLUG, 'slug').optional().or(z.literal('')).default(''),
    kind: z.enum(eventKinds, 'choice'),
    titleEn: required(200),
    titleAr: required(200),
    summaryEn: required(500),
    summaryAr: required(500),
    descriptionEn: required(50_000),
    descriptionAr: required(50_000),
    startsAt: localTime,
    endsAt: localTime,
    mode: z.enum(eventModes, 'choice'),
    cityEn: optional(100),
    cityAr: optional(100),
    venueEn: optional(200),
    venueAr: optional(200),
    language: z.enum(eventLanguages, 'choice'),
    joinUrl: webAddress,
    capacity: z.number('capacity').int('capacity').positive('capacity').max(100_000, 'capacity').nullable().default(null),
    registrationOpen: z.boolean('choice').default(true),
    recordingUrl: webAddress,
    published: z.boolean('choice').default(false),
  })
  .superRefine((event, context) => {
    const start = riyadhLocalToUtc(event.startsAt);
    const end = riyadhLocalToUtc(event.endsAt);
    if (start && end && end <= start) context.addIssue({ code: 'custom', path: ['endsAt'], message: 'endBeforeStart' });
    if (event.mode === 'in-person') {
      for (const field of ['cityEn', 'cityAr', 'venueEn', 'venueAr'] as const) {
        if (!event[field]) context.addIssue({ code: 'custom', path: [field], message: 'placeNeeded' });
      }
      if (event.joinUrl) context.addIssue({ code: 'custom', path: ['joinUrl'], message: 'joinInPerson' });
    } else {
      for (const field of ['cityEn', 'cityAr', 'venueEn', 'venueAr'] as const) {
        if (event[field]) context.addIssue({ code: 'custom', path: [field], message: 'placeOnline' });
      }
    }
  });
export type EventInput = z.infer<typeof eventSchema>;

/** Publishing or unpublishing (PATCH /api/admin/events/{id}). */
export const eventPublishSchema = z.object({ published: z.boolean() });

/** An event as the staff API answers it. Times are UTC ISO strings. */
export interface AdminEvent {
  id: string;
  slug: string;
  kind: (typeof eventKinds)[number];
  titleEn: string;
  titleAr: string;
  summaryEn: string;
  summaryAr: string;
  descriptionEn: string;
  descriptionAr: string;
  startsAt: string;
  endsAt: string;
  mode: (typeof eventModes)[number];
  cityEn: string | null;
  cityAr: string | null;
  venueEn: string | null;
  venueAr: string | null;
  language: (typeof eventLanguages)[number];
  joinUrl: string | null;
  capacity: number | null;
  seatsTaken: number;
  registrationOpen: boolean;
  recordingUrl: string | null;
  published: boolean;
  createdAt: string;
  updatedAt: string;
  /** Registrations stored for it (staff list only; 0 elsewhere). */
  registrations: number;
}
