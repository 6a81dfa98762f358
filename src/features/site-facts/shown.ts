import type { Certification, SiteFacts } from '@/schemas/site-facts';
import { riyadhDateOf, type IsoDate } from '@/lib/riyadh-time';

/**
 * The certifications a page may show today: "held" only while valid (it stops showing the day after its
 * valid-until date, with no one having to act), in progress and planned as staff said.
 */
export function shownCertifications(certifications: readonly Certification[] | undefined, today: IsoDate = riyadhDateOf()): Certification[] {
  return (certifications ?? []).filter((item) => item.status !== 'held' || !item.validUntil || item.validUntil >= today);
}

/** Whether the platform's security section has anything to show. */
export function hasSecurityFacts(security: SiteFacts['security']): boolean {
  if (!security) return false;
  const { hostingRegions, certifications, ...commitments } = security;
  return Boolean(hostingRegions?.length || shownCertifications(certifications).length || Object.values(commitments).some(Boolean));
}

/** Whether the company section has anything to show. */
export function hasCompanyFacts(company: SiteFacts['company']): boolean {
  return Boolean(company && Object.values(company).some(Boolean));
}

/** The references a page may name: only those an admin marked as held with written permission. */
export function namedReferences(facts: SiteFacts): NonNullable<SiteFacts['references']> {
  return (facts.references ?? []).filter((reference) => reference.permission === true);
}
