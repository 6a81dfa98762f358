import { DAY_MS } from './riyadh-time';
import { absoluteUrl } from './seo';

/** RFC 9116 asks for an Expires less than a year ahead: a few days short of a year from now. */
export const SECURITY_TXT_LIFETIME_DAYS = 360;

/** The body of /.well-known/security.txt (RFC 9116), with an Expires counted from `now`. */
export function securityTxt({ now, contactEmail, policyPath }: { now: Date; contactEmail: string; policyPath: string }): string {
  const expires = new Date(now.getTime() + SECURITY_TXT_LIFETIME_DAYS * DAY_MS);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: mailto:${contactEmail}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: en, ar',
    `Canonical: ${absoluteUrl('/.well-known/security.txt')}`,
    `Policy: ${absoluteUrl(policyPath)}`,
    '',
  ].join('\n');
}
