import { riyadhLocalOf } from '@/lib/riyadh-time';
import type { Resolver } from '@/lib/form';
import type { AdminEvent, EventInput } from '@/schemas/event';
import { eventResolver } from '@/schemas/staff-resolvers';

/** The event dialog's values: every field as the form holds it (times in Riyadh wall time, "YYYY-MM-DDTHH:mm"). */
export type Text = 'slug' | 'titleEn' | 'titleAr' | 'summaryEn' | 'summaryAr' | 'descriptionEn' | 'descriptionAr' | 'startsAt' | 'endsAt' | 'cityEn' | 'cityAr' | 'venueEn' | 'venueAr' | 'joinUrl' | 'capacity' | 'recordingUrl';
export type Draft = Record<Text, string> & Pick<AdminEvent, 'kind' | 'mode' | 'language' | 'registrationOpen' | 'published'>;

export const emptyDraft: Draft = {
  slug: '',
  kind: 'webinar',
  language: 'ar',
  titleEn: '',
  titleAr: '',
  summaryEn: '',
  summaryAr: '',
  descriptionEn: '',
  descriptionAr: '',
  startsAt: '',
  endsAt: '',
  mode: 'online',
  cityEn: '',
  cityAr: '',
  venueEn: '',
  venueAr: '',
  joinUrl: '',
  capacity: '',
  recordingUrl: '',
  registrationOpen: true,
  published: false,
};

export function draftOf(event: AdminEvent): Draft {
  return {
    slug: event.slug,
    kind: event.kind,
    language: event.language,
    titleEn: event.titleEn,
    titleAr: event.titleAr,
    summaryEn: event.summaryEn,
    summaryAr: event.summaryAr,
    descriptionEn: event.descriptionEn,
    descriptionAr: event.descriptionAr,
    startsAt: riyadhLocalOf(event.startsAt),
    endsAt: riyadhLocalOf(event.endsAt),
    mode: event.mode,
    cityEn: event.cityEn ?? '',
    cityAr: event.cityAr ?? '',
    venueEn: event.venueEn ?? '',
    venueAr: event.venueAr ?? '',
    joinUrl: event.joinUrl ?? '',
    capacity: event.capacity === null ? '' : String(event.capacity),
    recordingUrl: event.recordingUrl ?? '',
    registrationOpen: event.registrationOpen,
    published: event.published,
  };
}

/** The payload of eventSchema: a place only in person, a join link only online, the capacity as a number. */
function payloadOf(draft: Draft) {
  const inPerson = draft.mode === 'in-person';
  const capacity = draft.capacity.trim();
  return {
    ...draft,
    cityEn: inPerson ? draft.cityEn : '',
    cityAr: inPerson ? draft.cityAr : '',
    venueEn: inPerson ? draft.venueEn : '',
    venueAr: inPerson ? draft.venueAr : '',
    joinUrl: inPerson ? '' : draft.joinUrl,
    capacity: capacity === '' ? null : /^\d+$/.test(capacity) ? Number(capacity) : capacity,
  };
}

// The dialog's fields are checked with the staff route's own schema, on the payload the route would get.
export const draftResolver: Resolver<Draft, unknown, EventInput> = (values, context, options) =>
  (eventResolver as unknown as Resolver<ReturnType<typeof payloadOf>, unknown, EventInput>)(payloadOf(values), context, options as never) as never;
