import { shortDemoRequestPayloadSchema } from '@/schemas/demo';
import { getDatabase } from '@/server/db';
import { bookDemo, trappedBooking } from '@/server/demo-booking/bookings';
import { refusalMessageKey } from '@/server/demo-booking/refusals';
import { DEMO_REQUEST_LIMIT } from '@/server/forms/demo-requests';
import { env } from '@/env';
import { networkOf } from '@/server/demo-booking/holds';
import { alertBurstLater } from '@/server/demo-booking/bursts';
import { clientIp, jsonError, ok } from '@/server/http/json-api';
import { serverMessage } from '@/server/messages';
import { admitPublicPost, guardedForm, invalidForm } from '@/server/forms/admission';
import { afterLeadStored } from '@/server/jobs/after-lead';
import { wakeJob } from '@/server/jobs/site-jobs';

/**
 * The short /request-demo form books a slot of the demo calendar: the request, its lead and the booking
 * are stored (committed) in one transaction before the 201 answer; the e-mails and the CRM webhook go
 * afterwards. A slot no host is free for any more: 409 with the next free slots; a slot that is not one
 * of the calendar's (past, too soon, closed day, off the grid): 400. An e-mail address or phone number
 * that already holds an upcoming demo: 409, and that demo's link goes to its address by e-mail; a
 * network whose bookings of the day hold their share: 429. Nothing is stored in any of these cases.
 */
export async function POST(request: Request) {
  const handle = getDatabase();
  const admitted = await admitPublicPost(request, handle, DEMO_REQUEST_LIMIT);
  if (!admitted.ok) return admitted.response;
  const parsed = shortDemoRequestPayloadSchema.safeParse(admitted.body);
  if (!parsed.success) return invalidForm(parsed.error, admitted.locale, 'DemoForm.errors');
  const locale = parsed.data.locale;
  return guardedForm(locale, 'demo request', async () => {
    // A filled honeypot is a bot: it gets the very answer of a success (status, body shape, headers), and nothing is stored.
    if (parsed.data.website) return ok(await trappedBooking(handle.db, parsed.data.slotStart, locale), 201);
    const outcome = await bookDemo(handle.db, parsed.data, { network: networkOf(clientIp(request)), networkLimit: env.BOOKING_NETWORK_LIMIT });
    if (outcome.kind === 'held') {
      // Nothing stored but the e-mail with the link of the demo already held.
      wakeJob(handle.db, 'demo-mail');
      const key = { email: 'heldEmail', phone: 'heldPhone', network: 'heldNetwork' }[outcome.reason];
      return jsonError(outcome.reason === 'network' ? 429 : 409, serverMessage(locale, `DemoBooking.errors.${key}`));
    }
    if (outcome.kind === 'refused') {
      const message = serverMessage(locale, refusalMessageKey(outcome.reason));
      return jsonError(outcome.reason === 'taken' ? 409 : 400, message, { errors: { slotStart: message }, slots: outcome.next });
    }
    afterLeadStored(handle.db, { mail: true, webhook: true, demo: true });
    alertBurstLater(handle);
    return ok({ id: outcome.requestId, booking: outcome.booking }, 201);
  });
}
