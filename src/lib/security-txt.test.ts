import { describe, expect, it } from 'vitest';
import { securityTxt, SECURITY_TXT_LIFETIME_DAYS } from './security-txt';

function field(body: string, name: string): string[] {
  return body
    .split('\n')
    .filter((line) => line.startsWith(`${name}: `))
    .map((line) => line.slice(name.length + 2));
}

describe('security.txt (RFC 9116)', () => {
  const now = new Date('2026-11-24T16:30:00Z');
  const body = securityTxt({ now, contactEmail: 'support@siyana.sa', policyPath: '/trust#report-a-vulnerability' });

  it('has one Expires, in ISO 8601, less than a year and more than eleven months ahead', () => {
    const [expires, ...more] = field(body, 'Expires');
    expect(more).toEqual([]);
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);
    const ahead = (Date.parse(expires!) - now.getTime()) / 86_400_000;
    expect(ahead).toBeLessThan(365);
    expect(ahead).toBeGreaterThan(335);
    expect(Math.ceil(ahead)).toBe(SECURITY_TXT_LIFETIME_DAYS);
  });

  it('names a mailto contact, the languages, its canonical URL and the policy on the Trust page', () => {
    expect(field(body, 'Contact')).toEqual(['mailto:support@siyana.sa']);
    expect(field(body, 'Preferred-Languages')).toEqual(['en, ar']);
    expect(field(body, 'Canonical')).toEqual([expect.stringMatching(/^https?:\/\/[^/]+\/\.well-known\/security\.txt$/)]);
    expect(field(body, 'Policy')).toEqual([expect.stringMatching(/^https?:\/\/[^/]+\/trust#report-a-vulnerability$/)]);
  });

  it('writes only known fields, one per line, and ends with a line break', () => {
    const lines = body.trimEnd().split('\n');
    for (const line of lines) expect(line).toMatch(/^(Contact|Expires|Preferred-Languages|Canonical|Policy): \S/);
    expect(body.endsWith('\n')).toBe(true);
  });
});
