import { env } from '@/env';
import { getDatabase } from '@/server/db';
import { clientIp } from '@/server/http/json-api';
import { logger } from '@/server/logger';
import { countWhatsAppClick, whatsappTarget } from '@/server/leads/whatsapp-clicks';
import { publishedFacts } from '@/server/site-facts/published';

export const dynamic = 'force-dynamic';

/**
 * Every "Chat on WhatsApp" link: counts the click for the page it was on (`?from=`), once per visitor
 * and Riyadh day, then answers 302 to wa.me with a message naming that page. No cookie, no outside script; a `from` that is not a page of
 * this site goes to the plain chat link and counts under "other".
 */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  const from = query.get('from');
  const { db } = getDatabase();
  // The WHATSAPP_NUMBER setting, else the number staff published for the company, else the site's default.
  const published = env.WHATSAPP_NUMBER_SET ? undefined : (await publishedFacts()).company?.whatsapp;
  const number = published ?? env.WHATSAPP_NUMBER;
  let location: string;
  try {
    const target = await whatsappTarget(db, from, number, env.SITE_URL, query.get('ref'));
    location = target.location;
    await countWhatsAppClick(db, target.page, { address: clientIp(request), userAgent: request.headers.get('user-agent') ?? '' });
  } catch (error) {
    // The visitor still reaches WhatsApp when the database is away; only the count is lost.
    logger.error({ err: error }, 'whatsapp click not counted');
    location = `https://wa.me/${number.replace(/\D/g, '')}`;
  }
  return new Response(null, { status: 302, headers: { location, 'cache-control': 'no-store', 'x-robots-tag': 'noindex' } });
}
