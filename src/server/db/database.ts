import 'server-only';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Locale } from '@/i18n/routing';
import type { CoverFormat } from '@/lib/blog-cover';
import type { calendarDateKinds } from '@/schemas/demo-booking';
import type { eventKinds, eventLanguages, eventModes } from '@/schemas/event';
import type { leadContactTypes, LeadKind, LeadStatus } from '@/schemas/lead';
import type { SubscriptionType } from '@/schemas/newsletter';
import type { partnerLevelIds } from '@/schemas/partner-choices';
import type { questionCategories } from '@/schemas/question-limits';
import type { ResourceLeadKind } from '@/schemas/resource-lead';
import type { StaffRoleName } from '@/schemas/staff';
import type { staffLocales } from '@/schemas/staff-language';

/**
 * Every table the site stores, one interface each (`*Table`), collected in `Database`.
 * Ids and timestamps (ISO 8601 text, UTC) are made in application code so the same DDL serves
 * SQLite and PostgreSQL. A column that stores a choice of a form or a staff editor takes its type from
 * the option list of that payload's schema (src/schemas), so a new option is one edit there.
 */
/** A demo request as its form sent it; its status is its inbox lead's (`leads.status`, migration 0022). */
export interface DemoRequestTable {
  id: string;
  /** Which form sent it: the short /request-demo form or the long /detailed-demo-request form. */
  form: 'short' | 'detailed';
  email: string;
  phone: string;
  name: string | null;
  company: string | null;
  company_size: string | null;
  /** The old short form's "system of interest" (erp, crm...); kept on rows made before the module list. */
  system_interest: string | null;
  /** The short form's module of interest: a core system id (ppc...cm), `ai` or `platform`. */
  module_interest: string | null;
  preferred_date: string | null;
  preferred_time: string | null;
  industry: string | null;
  facility_size: string | null;
  current_software: string | null;
  /** Comma-separated solution ids of the long form; ids of the first vocabulary carry `old-` (migration 0004). */
  interested_solutions: string | null;
  budget: string | null;
  timeline: string | null;
  locale: Locale;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer: string | null;
  created_at: string;
  /** When staff were e-mailed about it; null until then. */
  notified_at: string | null;
}
export type DemoRequest = Selectable<DemoRequestTable>;
export type NewDemoRequest = Insertable<DemoRequestTable>;

/** rate-limiter-flexible's table, shared by every limiter. */
export interface RateLimitTable {
  key: string;
  points: number;
  expire: number | null;
}

export interface AdminTable {
  id: string;
  username: string;
  password_hash: string;
  /** What the account may do (migration 0008): `admin` everything, `editor` content only. */
  role: StaffRole;
  /** Set when an admin disabled the account: no sign-in, no session. */
  disabled_at: string | null;
  created_at: string;
  updated_at: string;
  /** The staff area's language for this account (migration 0021): `ar` (the default, right-to-left) or `en`. */
  locale: Generated<StaffLocale>;
  /** Speed to lead (migration 0020): 1 when the account is in the round-robin of new leads. */
  takes_leads: Generated<number>;
  /** The round-robin's counter: the taker with the lowest turn gets the next lead. */
  lead_turn: Generated<number>;
  /** Where the account's lead notices go; null: the LEADS_NOTIFY_EMAIL address. */
  notify_email: Generated<string | null>;
}
export type StaffRole = StaffRoleName;
export type StaffLocale = (typeof staffLocales)[number];

/** One staff action (migration 0008). Holds no personal data of leads or subscribers. */
export interface AuditLogTable {
  id: string;
  created_at: string;
  actor_id: string | null;
  actor_name: string | null;
  action: string;
  target_kind: string | null;
  target_id: string | null;
  /** A short JSON object or sentence; never a lead's or subscriber's name, e-mail or phone. */
  details: string | null;
}
export type AuditEntry = Selectable<AuditLogTable>;

export interface SessionTable {
  /** SHA-256 (hex) of the cookie's random token. */
  token_hash: string;
  admin_id: string;
  created_at: string;
  last_seen_at: string;
  /** Absolute end of the session, whatever the activity. */
  expires_at: string;
}

export interface BlogPostTable {
  id: string;
  slug: string;
  locale: Locale;
  category: string;
  title: string;
  excerpt: string | null;
  /** Markdown, sanitised when rendered to visitors. */
  content: string;
  author: string;
  /** 0 = draft, 1 = published (an integer on both databases). */
  published: number;
  published_at: string | null;
  /** The same post in the other language, if any. */
  translation_id: string | null;
  created_at: string;
  updated_at: string;
}
export type BlogPostRow = Selectable<BlogPostTable>;

/** A post's cover image (at most one); its variants are in `blog_post_cover_files`. */
export interface BlogPostCoverTable {
  post_id: string;
  /** Describes the image, in the post's language. */
  alt: string;
  /** Size of the largest variant (16:9). */
  width: number;
  height: number;
  /** Random, new with every upload: part of the variants' URLs, so they can be cached for ever. */
  version: string;
  created_at: string;
}

/** One stored variant of a cover: a format at a width (its height follows from 16:9). */
export interface BlogPostCoverFileTable {
  post_id: string;
  format: CoverFormat;
  width: number;
  bytes: Buffer;
}

/** A file staff uploaded for the site facts: a PDF (evidence) or an image (logo, screenshot). */
export interface SiteFileTable {
  /** 16 random bytes, base64url: part of the file's URLs, so it cannot be guessed. */
  id: string;
  kind: 'pdf' | 'image';
  /** The uploaded file's name (a PDF is offered under it). */
  name: string;
  /** An image's largest variant; null for a PDF. */
  width: number | null;
  height: number | null;
  /** Bytes uploaded. */
  size: number;
  created_by: string | null;
  created_at: string;
}

/** A stored part of a site file: the PDF itself (format pdf, width 0) or one image variant. */
export interface SiteFilePartTable {
  file_id: string;
  format: 'pdf' | 'avif' | 'webp';
  width: number;
  bytes: Buffer;
}

/** A background job's hold on a claimed row (src/server/jobs/claim.ts): settled when its message is sent. */
export interface JobLeaseTable {
  /** The claimed table and its mark column, `table.column`. */
  job: string;
  row_id: string;
  /** The value the claim set the mark to: a hold is taken back only while the row still carries it. */
  mark: string;
  until: string;
}

/** One subscription per lower-cased address; subscribing again re-activates it. */
export interface NewsletterSubscriptionTable {
  id: string;
  /** As the subscriber last typed it. */
  email: string;
  /** Lower-cased and trimmed; unique. */
  email_normalized: string;
  /** Where the visitor subscribed: 'events' (events page) or 'blog' (blog page). */
  subscription_type: SubscriptionType;
  /** 1 when `status` is `active` (kept equal to it), else 0: pending subscriptions are not active. */
  is_active: number;
  /** Migration 0013: `pending` until the confirmation link is followed (double opt-in), then `active`. */
  status: SubscriptionStatus;
  subscribed_at: string;
  unsubscribed_at: string | null;
  /** The last consent: when, in which page language, from which page. */
  consent_at: string;
  consent_locale: Locale;
  consent_source: string;
  /** Random secret of the subscriber's unsubscribe link. */
  unsubscribe_token: string;
  /** SHA-256 (hex) of the token in the latest confirmation e-mail; the token itself is never stored. */
  confirmation_token_hash: string | null;
  /** When a pending subscription's confirmation link stops working. */
  confirmation_expires_at: string | null;
  /** When the confirmation e-mail went out; null while it is still to send (outbox). */
  confirmation_sent_at: string | null;
}
export type NewsletterSubscription = Selectable<NewsletterSubscriptionTable>;
export type NewsletterSubscriptionUpdate = Updateable<NewsletterSubscriptionTable>;
export type SubscriptionStatus = 'pending' | 'active' | 'unsubscribed' | 'expired';

/** One step of a subscription's consent history (migration 0013). */
export interface NewsletterConsentEventTable {
  id: string;
  subscription_id: string;
  event: ConsentEventKind;
  /** The exact sentence shown, in the page's language; null when nothing was shown (expiry, older rows). */
  consent_text: string | null;
  /** The path of the page it happened on. */
  page: string | null;
  locale: Locale;
  created_at: string;
}
export type ConsentEventKind = 'requested' | 'confirmed' | 'unsubscribed' | 'resubscribed' | 'expired';
export type NewsletterConsentEvent = Selectable<NewsletterConsentEventTable>;

/** A visitor's question from /resources/ask-anything; whether it was answered is its inbox lead's status (migration 0022). */
export interface QuestionTable {
  id: string;
  category: (typeof questionCategories)[number];
  question: string;
  /** Where to send the answer; optional. */
  email: string | null;
  locale: Locale;
  created_at: string;
}
export type NewQuestion = Insertable<QuestionTable>;

/** A lead of the resources: a guide's PDF download or a course enrolment (migration 0005). */
export interface ResourceLeadTable {
  id: string;
  kind: ResourceLeadKind;
  /** The guide's or the course's slug. */
  resource_id: string;
  name: string;
  email: string;
  /** Asked for course enrolments only. */
  company: string | null;
  /** 1: the visitor ticked the consent box (a lead is never stored without it). */
  consent: number;
  /** The exact sentence the visitor agreed to, in the page's language. */
  consent_text: string;
  locale: Locale;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer: string | null;
  /** The path of the page the form was on. */
  page: string | null;
  created_at: string;
  /** When staff were e-mailed about it; null until then. */
  notified_at: string | null;
  /** When the visitor's enrolment confirmation was e-mailed; null until then, and always for guides. */
  confirmation_sent_at: string | null;
}
export type ResourceLead = Selectable<ResourceLeadTable>;
export type NewResourceLead = Insertable<ResourceLeadTable>;

export type EventKind = (typeof eventKinds)[number];

/** An event staff publish (migration 0009). Times are UTC ISO strings, entered and shown in Riyadh time. */
export interface EventTable {
  id: string;
  slug: string;
  kind: EventKind;
  title_en: string;
  title_ar: string;
  summary_en: string;
  summary_ar: string;
  /** Markdown, rendered sanitised. */
  description_en: string;
  description_ar: string;
  starts_at: string;
  ends_at: string;
  mode: (typeof eventModes)[number];
  /** In person only. */
  city_en: string | null;
  city_ar: string | null;
  venue_en: string | null;
  venue_ar: string | null;
  /** The language the event is held in. */
  language: (typeof eventLanguages)[number];
  /** Online only: sent to registered visitors, never shown on the public page. */
  join_url: string | null;
  /** Null: no limit. */
  capacity: number | null;
  /** Seats held by registrations; a registration takes one with a conditional UPDATE (atomic). */
  seats_taken: Generated<number>;
  /** 1 open, 0 closed by staff. */
  registration_open: number;
  recording_url: string | null;
  /** 1 shown on the site, 0 draft. */
  published: number;
  created_at: string;
  updated_at: string;
}
export type EventRow = Selectable<EventTable>;

/** A visitor registered for an event (migration 0009): one per event and lower-cased e-mail. */
export interface EventRegistrationTable {
  id: string;
  event_id: string;
  name: string;
  email: string;
  email_normalized: string;
  company: string;
  phone: string | null;
  /** 1: the newsletter box was ticked; `consent_text` is the sentence agreed to. */
  newsletter_consent: number;
  consent_text: string | null;
  locale: Locale;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer: string | null;
  page: string | null;
  created_at: string;
  /** When staff were e-mailed about it. */
  notified_at: string | null;
  /** When the visitor's confirmation (with the .ics file) was e-mailed. */
  confirmation_sent_at: string | null;
  /** When the address registered again and asked for its confirmation once more (null: never). */
  confirmation_requested_at: string | null;
}
export type EventRegistration = Selectable<EventRegistrationTable>;

/** A key the server made once and every instance shares, by name. */
export interface SiteSecretTable {
  name: string;
  value: string;
  created_at: string;
}
export type NewEventRegistration = Insertable<EventRegistrationTable>;

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One lead to hand to the CRM webhook (migration 0012): the outbox row and its delivery state. */
export interface WebhookDeliveryTable {
  /** Also the payload's `id` and the `X-Siyana-Delivery` header: the receiver's idempotency key. */
  id: string;
  /** `demo-short`, `demo-detailed`, `question`, `guide`, `course`, `event-registration`... (src/server/webhooks/outbox.ts). */
  lead_kind: string;
  lead_id: string;
  /** The exact JSON body sent, frozen when the lead was stored. */
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  next_attempt_at: string;
  /** Set while a sender holds the row; another sender may take it only once this has passed. */
  locked_until: string | null;
  last_status_code: number | null;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
}
export type WebhookDelivery = Selectable<WebhookDeliveryTable>;
export type { LeadKind, LeadStatus };

/**
 * One lead of any kind in the inbox (migration 0011): points at its own row (`kind` + `source_id`),
 * copies the fields the inbox filters on, and holds the sales fields (status, owner).
 */
export interface LeadTable {
  id: string;
  kind: LeadKind;
  /** The row id in demo_requests, questions, resource_leads or event_registrations. */
  source_id: string;
  name: string | null;
  company: string | null;
  email: string | null;
  locale: Locale;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer: string | null;
  /** The UTM source (lower-cased), else the referrer's host, else `direct`. */
  source: string;
  /** The path of the page the lead's form was on. */
  landing_page: string | null;
  status: LeadStatus;
  /** A staff account, or nobody yet. */
  owner_id: string | null;
  created_at: string;
  updated_at: string;
  /** Speed to lead (migration 0020): one working hour after arrival; four working hours after it. */
  due_at: string;
  escalate_at: string;
  /** Set once: the first status change past `new` or the first note marked as a contact. */
  first_response_at: string | null;
  /** Working minutes from arrival to the first response. */
  first_response_minutes: number | null;
  /** When admins were told the lead is four working hours overdue; when its owner was told of it. */
  escalated_at: string | null;
  owner_notified_at: string | null;
  /** E.164 or as typed; a module, the solutions or a question's first words. */
  phone: string | null;
  summary: string | null;
  /** The visitor's first touch (first visit within 90 days), beside the last touch above. */
  first_landing_page: string | null;
  first_referrer: string | null;
  first_utm_source: string | null;
  first_utm_medium: string | null;
  first_utm_campaign: string | null;
  first_source: string | null;
}
export type Lead = Selectable<LeadTable>;
export type NewLead = Insertable<LeadTable>;

/** A lead's search words (lower-cased name, company and e-mail words): search is by word prefix. */
export interface LeadSearchTermTable {
  lead_id: string;
  term: string;
}

/** One entry of a lead's history: a note, a status change or an owner change (migration 0011). */
export interface LeadActivityTable {
  id: string;
  lead_id: string;
  actor_id: string | null;
  actor_name: string | null;
  kind: 'note' | 'status' | 'owner' | 'demo';
  /** Status: the statuses; owner: the account names (null: nobody); demo: the slot's start left and taken (ISO; null for a booking, a cancellation). */
  from_value: string | null;
  to_value: string | null;
  /** The note's text; for a demo booked, the host's account name. */
  body: string | null;
  /** A note that records a contact with the lead (migration 0020): call, WhatsApp or e-mail. */
  contact_type: Generated<LeadContactType | null>;
  created_at: string;
}
export type LeadContactType = (typeof leadContactTypes)[number];

/** Who takes which leads (migration 0020): a null language or kind matches every one. */
export interface LeadAssignmentRuleTable {
  id: string;
  locale: Locale | null;
  kind: string | null;
  admin_id: string;
  created_at: string;
}
export type LeadActivity = Selectable<LeadActivityTable>;

/** "Chat on WhatsApp" clicks of one page path (or `other`) on one Riyadh day (migration 0019). */
export interface WhatsAppClickTable {
  path: string;
  /** YYYY-MM-DD, Riyadh time. */
  day: string;
  clicks: number;
}

/** A visitor counted for a page on a Riyadh day (migration 0025): a keyed hash, never the address. */
export interface WhatsAppClickVisitorTable {
  day: string;
  path: string;
  visitor: string;
}

/** An application from the partner form (migration 0019); an inbox lead of kind `partner`. */
export interface PartnerApplicationTable {
  id: string;
  company: string;
  name: string;
  email: string;
  /** E.164. */
  phone: string;
  partnership_type: string;
  level: (typeof partnerLevelIds)[number];
  /** The regions served, as the applicant wrote them. */
  regions: string;
  message: string | null;
  locale: Locale;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer: string | null;
  page: string | null;
  created_at: string;
}
export type PartnerApplication = Selectable<PartnerApplicationTable>;

/** A request for a past event's recording (migration 0019); an inbox lead of kind `recording`. */
export interface RecordingRequestTable {
  id: string;
  event_id: string;
  name: string;
  email: string;
  locale: Locale;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer: string | null;
  page: string | null;
  created_at: string;
}
export type RecordingRequest = Selectable<RecordingRequestTable>;

export interface Database {
  demo_requests: DemoRequestTable;
  rate_limits: RateLimitTable;
  admins: AdminTable;
  sessions: SessionTable;
  blog_posts: BlogPostTable;
  blog_post_covers: BlogPostCoverTable;
  blog_post_cover_files: BlogPostCoverFileTable;
  site_files: SiteFileTable;
  site_file_parts: SiteFilePartTable;
  job_leases: JobLeaseTable;
  newsletter_subscriptions: NewsletterSubscriptionTable;
  newsletter_consent_events: NewsletterConsentEventTable;
  questions: QuestionTable;
  resource_leads: ResourceLeadTable;
  audit_log: AuditLogTable;
  events: EventTable;
  event_registrations: EventRegistrationTable;
  site_secrets: SiteSecretTable;
  webhook_deliveries: WebhookDeliveryTable;
  leads: LeadTable;
  lead_search_terms: LeadSearchTermTable;
  lead_activity: LeadActivityTable;
  whatsapp_clicks: WhatsAppClickTable;
  whatsapp_click_visitors: WhatsAppClickVisitorTable;
  partner_applications: PartnerApplicationTable;
  recording_requests: RecordingRequestTable;
  lead_assignment_rules: LeadAssignmentRuleTable;
  demo_calendar: DemoCalendarTable;
  demo_calendar_dates: DemoCalendarDateTable;
  demo_hosts: DemoHostTable;
  demo_bookings: DemoBookingTable;
  demo_booking_mail: DemoBookingMailTable;
  demo_booking_holds: DemoBookingHoldTable;
  content_seeds: ContentSeedTable;
  site_facts_draft: SiteFactsDraftTable;
  site_facts_versions: SiteFactsVersionTable;
  next_cache_tags: NextCacheTagTable;
}

/** The one draft of the business's facts (migration 0028): JSON of the site-facts schema. */
export interface SiteFactsDraftTable {
  id: string;
  facts: string;
  updated_by: string | null;
  updated_at: string;
}

/** Each publish of the facts: the version visitors see is the highest. `changes`: JSON list of dotted fields. */
export interface SiteFactsVersionTable {
  version: number;
  facts: string;
  changes: string;
  published_by: string | null;
  published_at: string;
  restored_from: number | null;
}

/** When a cache tag was last revalidated (ms since epoch), shared by every instance's cache handler. */
export interface NextCacheTagTable {
  tag: string;
  revalidated_at: number | string;
}

/** The seed sets (first posts, first events) a database has loaded (migration 0027). */
export interface ContentSeedTable {
  name: string;
  seeded_at: string;
}

/** The demo calendar (migration 0018): one row, 'default'. Hours are JSON (see the migration). */
export interface DemoCalendarTable {
  id: string;
  weekly_hours: string;
  slot_minutes: number;
  buffer_minutes: number;
  min_notice_minutes: number;
  horizon_days: number;
  hosts_seeded: number;
  /** Bookings in an hour past which admins are e-mailed and the agenda warns (migration 0024). */
  burst_alert_per_hour: Generated<number>;
  updated_at: string;
}

/** Staff's exceptions to the default closed days: an extra closed day, or a public holiday re-opened. */
export interface DemoCalendarDateTable {
  date: string;
  kind: (typeof calendarDateKinds)[number];
  note: string | null;
  created_at: string;
}

/** A staff account who gives demos; `weekly_hours` null: the calendar's. */
export interface DemoHostTable {
  admin_id: string;
  /** The host's name for visitors in English ('' until staff give it). */
  display_name: string;
  /** The same in Arabic (migration 0024); until both are given, visitors read "the Siyana team". */
  display_name_ar: Generated<string | null>;
  email: string | null;
  weekly_hours: string | null;
  active: number;
  created_at: string;
}

/** One booked demo; `active_start` is the start while it holds its slot (unique per host), else null. */
export interface DemoBookingTable {
  id: string;
  demo_request_id: string;
  lead_id: string | null;
  host_id: string;
  start_at: string;
  end_at: string;
  status: 'booked' | 'cancelled' | 'rescheduled';
  active_start: string | null;
  /** SHA-256 (hex) of the visitor's manage token; moved to the new row when the demo is rescheduled. */
  token_hash: string | null;
  replaced_by: string | null;
  name: string;
  email: string;
  locale: Locale;
  /** The network the booking came from (IPv4 /24 or IPv6 /48), for staff to release a burst; null before migration 0024. */
  network: string | null;
  created_at: string;
  updated_at: string;
}

/** A key a booking holds (migration 0024): `email:…`, `phone:…` or `network:…#n`, until its lapse. */
export interface DemoBookingHoldTable {
  key: string;
  booking_id: string;
  until: string;
}
export type DemoBooking = Selectable<DemoBookingTable>;

/** The outbox of a booking's e-mails. */
export interface DemoBookingMailTable {
  id: string;
  booking_id: string;
  /** `existing`: a fresh link to a booking, sent when its address or phone asked to book again. */
  kind: 'confirmation' | 'rescheduled' | 'cancelled' | 'reminder' | 'existing' | 'host-booked' | 'host-rescheduled' | 'host-cancelled';
  manage_url: string | null;
  due_at: string;
  sent_at: string | null;
  created_at: string;
}
