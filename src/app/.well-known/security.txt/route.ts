import { vulnerabilityReportAnchor } from '@/content/trust';
import { securityTxt } from '@/lib/security-txt';
import { contactsOf } from '@/server/site-facts/derived';
import { publishedFacts } from '@/server/site-facts/published';

// Answered per request, so Expires always lies about a year ahead however old the build is.
export const dynamic = 'force-dynamic';

/** Reports go to the support mailbox the site publishes (the published company e-mail, else its seed). */
export async function GET() {
  const body = securityTxt({ now: new Date(), contactEmail: contactsOf(await publishedFacts()).email, policyPath: `/trust#${vulnerabilityReportAnchor}` });
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' } });
}
