import 'server-only';
import { cookies } from 'next/headers';
import { decodeFirstTouch, FIRST_TOUCH_COOKIE } from '@/lib/first-touch';
import type { FirstTouch } from './response-clock';

/**
 * The first touch the browser sent with this form post (its first-party cookie), or null outside a
 * request or without the cookie: the lead then keeps its last touch as its first.
 */
export async function requestFirstTouch(): Promise<FirstTouch | null> {
  let value: string | undefined;
  try {
    value = (await cookies()).get(FIRST_TOUCH_COOKIE)?.value;
  } catch {
    return null;
  }
  const record = decodeFirstTouch(value);
  return record && { landingPage: record.page, referrer: record.referrer, utmSource: record.utmSource, utmMedium: record.utmMedium, utmCampaign: record.utmCampaign };
}
