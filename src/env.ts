import { z } from 'zod';
import { whatsappPhone } from './content/site';
import { parseTrustedProxies } from './lib/trusted-proxies';

/** An empty variable (`LEADS_WEBHOOK_URL=`) means unset. */
function blankIsUnset<T extends z.ZodType>(type: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), type);
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  DATABASE_URL: z.string().default('file:./data/site.db'),
  /** The customer app that the public /sign-in page sends customers to (read at build time). */
  APP_URL: z.url({ protocol: /^https?$/ }).default('https://app.siyana.sa'),
  /** Unset: the address the server listens on, http://localhost:$PORT (see below). */
  SITE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * `1`: `next build` skips its own TypeScript pass. Set by `npm test` alone, for the build it makes
   * after its type check (`npm run typecheck`) has passed; every other build checks the types itself.
   */
  TYPES_CHECKED: z.enum(['0', '1']).default('0'),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  /** e.g. smtp://user:pass@mail.example.com:587; with LEADS_NOTIFY_EMAIL, staff get an e-mail per lead. */
  SMTP_URL: z.string().optional(),
  LEADS_NOTIFY_EMAIL: z.string().optional(),
  /**
   * Proxies whose X-Forwarded-For entries are believed: a hop count (`1` behind one nginx; believed
   * only from a connection on a loopback or private address) or a comma-separated list of
   * addresses/CIDRs. Unset: the connection's own address, whatever X-Forwarded-For the client sends
   * (src/lib/trusted-proxies.ts; the server writes the connection's address in src/server/http/peer-address.ts).
   */
  TRUSTED_PROXIES: z.string().optional().transform((value, context) => {
    const parsed = parseTrustedProxies(value);
    if (parsed instanceof Error) {
      context.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return parsed;
  }),
  /** Submissions per address per 15 minutes for every public form; unset, each form keeps its own default. */
  PUBLIC_FORM_LIMIT: z.coerce.number().int().positive().optional(),
  /** Upcoming demos that bookings from one network (IPv4 /24, IPv6 /48) made within a day may hold at once. */
  BOOKING_NETWORK_LIMIT: z.coerce.number().int().positive().default(3),
  /** Failed sign-ins per username+address per 15 minutes before that pair is locked for 15 minutes. */
  SIGN_IN_LIMIT: z.coerce.number().int().positive().default(5),
  /** Key material for the guide cookie's HMAC; unset, a key made once and kept in the database (site_secrets). */
  COOKIE_SECRET: blankIsUnset(z.string().min(32, 'COOKIE_SECRET must be at least 32 characters').optional()),
  MAIL_FROM: z.string().default('Siyana website <no-reply@siyana.sa>'),
  /** Where every new lead is POSTed as signed JSON (docs/crm-webhook.md); unset, no webhook. */
  LEADS_WEBHOOK_URL: blankIsUnset(z.url({ protocol: /^https?$/ }).optional()),
  /** The HMAC-SHA256 key of the webhook's signature; required with LEADS_WEBHOOK_URL. */
  LEADS_WEBHOOK_SECRET: blankIsUnset(z.string().min(16, 'LEADS_WEBHOOK_SECRET must be at least 16 characters').optional()),
  /**
   * The WhatsApp number of the "Chat on WhatsApp" links, in E.164 (+966115204400); unset, the company's
   * number of src/content/site.ts. Spaces are allowed and dropped.
   */
  WHATSAPP_NUMBER: blankIsUnset(
    z
      .string()
      .transform((value) => value.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, 'WHATSAPP_NUMBER must be a number in E.164 form, such as +966115204400'))
      .optional(),
  ).transform((value) => value ?? whatsappPhone),
  /** First retry delay of a failed delivery; each further one doubles (at most 1 h). */
  LEADS_WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().positive().default(30_000),
  /** How long one delivery may take before it counts as failed. */
  LEADS_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
}).superRefine((settings, context) => {
  if (settings.LEADS_WEBHOOK_URL && !settings.LEADS_WEBHOOK_SECRET) {
    context.addIssue({ code: 'custom', path: ['LEADS_WEBHOOK_SECRET'], message: 'LEADS_WEBHOOK_SECRET is required when LEADS_WEBHOOK_URL is set' });
  }
});

export type Env = Omit<z.infer<typeof schema>, 'SITE_URL'> & {
  SITE_URL: string;
  /** Whether WHATSAPP_NUMBER was set: then it wins over the number staff publish in the company facts. */
  WHATSAPP_NUMBER_SET: boolean;
};

/** The public origin when SITE_URL is unset: where `npm run serve` / `npm start` listen, so a newcomer's links work. */
export function defaultSiteUrl(port: number): string {
  return `http://localhost:${port}`;
}

export function readEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.parse(source);
  return { ...parsed, SITE_URL: parsed.SITE_URL ?? defaultSiteUrl(parsed.PORT), WHATSAPP_NUMBER_SET: Boolean(source.WHATSAPP_NUMBER?.trim()) };
}

/** The settings' rules, for checking a set of variables without starting the site. */
export const envSchema = schema;

/** The only reader of process.env: validated settings with their defaults. */
export const env: Env = readEnv(process.env);
