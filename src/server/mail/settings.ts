import 'server-only';
import { env } from '@/env';

/** Where the site's e-mail goes out (SMTP) and where staff notices go; set only when both are configured. */
export interface MailSettings {
  smtpUrl: string;
  to: string;
  from: string;
}

export function mailSettingsFromEnv(): MailSettings | null {
  return env.SMTP_URL && env.LEADS_NOTIFY_EMAIL ? { smtpUrl: env.SMTP_URL, to: env.LEADS_NOTIFY_EMAIL, from: env.MAIL_FROM } : null;
}
