/**
 * The partner application's closed sets and limits, without Zod: the form in the browser reads them
 * when the page loads, and the schema (partner-application.ts, which brings Zod) only once the form
 * is used.
 */
export const partnershipTypeIds = ['implementation', 'technology', 'referral'] as const;
export const partnerLevelIds = ['bronze', 'silver', 'gold'] as const;
export const PARTNER_MESSAGE_MAX_LENGTH = 2000;
