import 'server-only';
import type { ManageRefusal } from './bookings';

const keys: Record<ManageRefusal, string> = {
  invalid: 'invalid',
  past: 'past',
  notice: 'notice',
  horizon: 'horizon',
  closed: 'closed',
  'off-grid': 'offGrid',
  taken: 'taken',
  'not-found': 'notFound',
  cancelled: 'cancelled',
  over: 'pastManage',
  'same-slot': 'sameSlot',
  changed: 'changed',
};

/** The message (in `DemoBooking.errors`) a refused booking, reschedule or cancellation is answered with. */
export function refusalMessageKey(reason: ManageRefusal): string {
  return `DemoBooking.errors.${keys[reason]}`;
}

/** The status a refused change of a booking is answered with. */
export function refusalStatus(reason: ManageRefusal): number {
  if (reason === 'not-found') return 404;
  // The link has expired with the demo.
  if (reason === 'over') return 410;
  if (reason === 'taken' || reason === 'cancelled' || reason === 'same-slot' || reason === 'changed') return 409;
  return 400;
}
