import { coreSystemIds } from '@/content/core-systems';
import { platformFeatureIds } from '@/content/platform-features';
import { SITE_FILE_ID } from '@/lib/site-file';
import { text, z } from '@/lib/zod';

/**
 * The facts only the business has, as staff enter and publish them (GET/PUT /api/admin/site-facts):
 * every group and field optional, a page showing only what was entered. Messages are keys of the
 * `AdminSite.errors` messages; an issue's path is the dotted field it names.
 */

const required = (max: number) => text({ error: 'blank' }).trim().min(1, 'blank').max(max, 'long');
const optionalText = (max: number) => text().trim().max(max, 'long').optional();
/** The same text in both languages: both given, or the field left out. */
const bilingual = (max: number) => z.object({ en: required(max), ar: required(max) }, { error: 'blank' });
const digits = (count: number, message: string) => text({ error: message }).trim().regex(new RegExp(`^\\d{${count}}$`), message);
/** An international number: "+" and 8-15 digits, spaces allowed between groups (stored without them). */
const e164 = text({ error: 'phone' })
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, 'phone'));
const https = text({ error: 'https' }).trim().max(500, 'long').regex(/^https:\/\/[^\s/?#]+\.[^\s]+$/i, 'https');
const isoDate = text({ error: 'date' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'date').refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'date');

/**
 * A file uploaded through `/api/admin/site-facts/files`: its id (the server fills in its name and size
 * when the facts are saved). `upload` tells the editor which kind of file the field takes.
 */
const uploaded = (kind: 'pdf' | 'image') =>
  z
    .object({
      id: text({ error: 'file' }).regex(SITE_FILE_ID, 'file'),
      name: text().max(200, 'long').optional(),
      width: z.number().int().positive().optional(),
      height: z.number().int().positive().optional(),
    }, { error: 'file' })
    .meta({ upload: kind });

export const company = z
  .object({
    legalName: bilingual(160),
    /** Commercial registration: 10 digits. */
    crNumber: digits(10, 'cr'),
    /** VAT registration: 15 digits, starting and ending with 3. */
    vatNumber: text({ error: 'vat' }).trim().regex(/^3\d{13}3$/, 'vat'),
    /** The Saudi national address. */
    address: z.object({
      buildingNumber: digits(4, 'buildingNumber'),
      street: bilingual(120),
      district: bilingual(120),
      city: bilingual(80),
      postalCode: digits(5, 'postalCode'),
      additionalNumber: digits(4, 'additionalNumber'),
    }),
    phone: e164,
    email: text({ error: 'email' }).trim().max(254, 'long').pipe(z.email('email')),
    whatsapp: e164,
    supportHours: bilingual(200),
    ramadanHours: bilingual(200),
    emergencyLine: e164,
    /** Registration on Etimad, the government procurement platform. */
    etimad: required(60),
  })
  .partial();

export const certificationStatuses = ['held', 'in-progress', 'planned'] as const;

const certification = z
  .object({
    name: required(80),
    status: z.enum(certificationStatuses, 'choice'),
    issuer: optionalText(120),
    number: optionalText(80),
    validUntil: isoDate.optional(),
    evidenceUrl: https.optional(),
    /** The certificate or attestation itself, as an uploaded PDF. */
    evidenceFile: uploaded('pdf').optional(),
  })
  .superRefine((value, context) => {
    // "Held" is shown only with its evidence: a number and a valid-until date, or the document (a link or a PDF).
    const evidenced = Boolean((value.number && value.validUntil) || value.evidenceUrl || value.evidenceFile);
    if (value.status === 'held' && !evidenced) context.addIssue({ code: 'custom', path: ['status'], message: 'evidence' });
  });

export const security = z
  .object({
    hostingRegions: z.array(z.object({ provider: required(80), city: bilingual(80), country: bilingual(80) }), 'list').max(10, 'tooMany'),
    certifications: z.array(certification, 'list').max(20, 'tooMany'),
    /** Each commitment in words staff choose ("99.9% a month"), in both languages. */
    uptime: bilingual(200),
    rpo: bilingual(200),
    rto: bilingual(200),
    backups: bilingual(300),
    sso: bilingual(300),
    exitExport: bilingual(400),
  })
  .partial();

export const integrationCategories = ['erp', 'bms', 'identity', 'accounting', 'api'] as const;
export const integrationStatuses = ['available', 'on-request', 'planned'] as const;

const integration = z.object({
  name: required(80),
  category: z.enum(integrationCategories, 'choice'),
  status: z.enum(integrationStatuses, 'choice'),
  summary: bilingual(300),
});

const reference = z.object({
  name: bilingual(120),
  sector: bilingual(80),
  city: bilingual(80),
  quote: bilingual(500).optional(),
  person: bilingual(120).optional(),
  title: bilingual(120).optional(),
  logo: uploaded('image').optional(),
  /** An admin records that the business holds the customer's written permission to name it. */
  permission: z.literal(true, 'permission'),
});

/** Where a screenshot shows: a core system's or a platform feature's page. */
export const screenshotPages = [...coreSystemIds, ...platformFeatureIds] as const;

const screenshot = z.object({
  page: z.enum(screenshotPages, 'choice'),
  image: uploaded('image'),
  alt: bilingual(200),
  /** The language of the interface the screenshot shows. */
  interface: z.enum(['ar', 'en'], 'choice'),
});

export const product = z
  .object({
    screenshots: z.array(screenshot, 'list').max(40, 'tooMany'),
    appStore: https.refine((value) => /^https:\/\/apps\.apple\.com\//.test(value), 'appStore'),
    googlePlay: https.refine((value) => /^https:\/\/play\.google\.com\//.test(value), 'googlePlay'),
  })
  .partial();

/** A price or fee in whole riyals, excluding VAT. */
const riyals = z.number('amount').int('amount').min(0, 'amount').max(10_000_000, 'amount');
const count = z.number('number').int('number').min(1, 'number').max(100_000, 'number');

const planPrice = z
  .object({
    /** SAR per named user per month, billed monthly. */
    monthly: riyals,
    /** SAR per named user per month, billed annually. */
    annual: riyals,
    minUsers: count,
    /** Sites included; left out when unlimited. */
    sites: count.optional(),
  })
  .refine((plan) => plan.annual <= plan.monthly, { path: ['annual'], message: 'annualAboveMonthly' });

/** The published plans and the one-off onboarding fee; a plan left out keeps its seed prices. */
export const plans = z
  .object({
    essentials: planPrice,
    professional: planPrice,
    /** One-off, SAR excluding VAT, counted in the first year's cost of every savings figure. */
    onboardingFee: riyals,
  })
  .partial();

const faq = z.object({ question: bilingual(200), answer: bilingual(1200) });

/** The pricing and support pages' questions: a list given replaces that page's seed questions. */
export const faqs = z
  .object({
    pricing: z.array(faq, 'list').min(1, 'list').max(20, 'tooMany'),
    support: z.array(z.object({ topic: bilingual(80), questions: z.array(faq, 'list').min(1, 'list').max(12, 'tooMany') }), 'list').min(1, 'list').max(6, 'tooMany'),
  })
  .partial();

/** Staff settings for what the course pages count. */
export const learning = z
  .object({
    /** A course shows how many learners enrolled through this site once it reaches this number. */
    enrolmentsShownFrom: z.number('number').int('number').min(1, 'number').max(1_000_000, 'number'),
  })
  .partial();

export const siteFactsSchema = z.strictObject(
  {
    company: company.optional(),
    security: security.optional(),
    integrations: z.array(integration, 'list').max(50, 'tooMany').optional(),
    references: z.array(reference, 'list').max(30, 'tooMany').optional(),
    product: product.optional(),
    plans: plans.optional(),
    faqs: faqs.optional(),
    learning: learning.optional(),
  },
  { error: 'unknownGroup' },
);

export type SiteFacts = z.infer<typeof siteFactsSchema>;
export type Certification = z.infer<typeof certification>;
export type Integration = z.infer<typeof integration>;
export type Screenshot = z.infer<typeof screenshot>;
export const siteFactGroups = ['company', 'security', 'integrations', 'references', 'product', 'plans', 'faqs', 'learning'] as const;
