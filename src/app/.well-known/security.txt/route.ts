import { securityContactEmail, vulnerabilityReportAnchor } from '@/content/trust';
import { securityTxt } from '@/lib/security-txt';

// Answered per request, so Expires always lies about a year ahead however old the build is.
export const dynamic = 'force-dynamic';

export function GET() {
  const body = securityTxt({ now: new Date(), contactEmail: securityContactEmail, policyPath: `/trust#${vulnerabilityReportAnchor}` });
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' } });
}
