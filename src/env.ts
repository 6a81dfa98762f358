import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  DATABASE_URL: z.string().default('file:./data/site.db'),
  /** The customer app that the public /sign-in page sends customers to (read at build time). */
  APP_URL: z.url({ protocol: /^https?$/ }).default('https://app.siyana.sa'),
  SITE_URL: z.url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  /** e.g. smtp://user:pass@mail.example.com:587; with LEADS_NOTIFY_EMAIL, staff get an e-mail per lead. */
  SMTP_URL: z.string().optional(),
  LEADS_NOTIFY_EMAIL: z.string().optional(),
  MAIL_FROM: z.string().default('Siyana website <no-reply@siyana.sa>'),
});

export type Env = z.infer<typeof schema>;

/** The only reader of process.env: validated settings with their defaults. */
export const env: Env = schema.parse(process.env);
