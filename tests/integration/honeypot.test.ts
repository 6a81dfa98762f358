import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as submitDemoRequest } from '@/app/api/demo-request/route';
import { POST as subscribe } from '@/app/api/newsletter/route';
import { POST as submitQuestion } from '@/app/api/questions/route';
import { POST as submitResourceLead } from '@/app/api/resource-leads/route';
import { databaseKinds, type TestDatabase } from '../support/databases';
import { prepareBookableSlot } from '../support/demo-calendar';
import { createRouteDatabase } from '../support/route-database';

let ipCounter = 0;
function post(path: string, body: unknown) {
  const headers = { 'content-type': 'application/json', host: 'localhost:3000', 'x-forwarded-for': `10.8.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}` };
  return new Request(`http://localhost:3000${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** What a client can see of an answer, except the values that differ per request anyway (a new id, the guide cookie's random id and its signature). */
async function shape(response: Response) {
  const body = (await response.json()) as Record<string, unknown>;
  // The cookie's id and signature differ per answer, and its expiry by a second when the two answers straddle one.
  const signed = (value: string) => value.replace(/^(siyana_guides=)[\w-]{22}\.[\w-]{43};/, '$1ID.SIGNATURE;').replace(/Expires=[^;]+;/, 'Expires=DATE;');
  return {
    status: response.status,
    headers: Object.fromEntries([...response.headers.entries()].filter(([name]) => name !== 'content-length').map(([name, value]) => [name, name.endsWith('set-cookie') ? signed(value) : value])),
    body: Object.fromEntries(Object.entries(body).map(([key, value]) => [key, key === 'id' ? typeof value : key === 'booking' ? bookingShape(value) : value])),
  };
}

/** A booked demo's answer, its random parts (ids, the token of the link) as their form. */
function bookingShape(value: unknown) {
  const booking = value as { id: string; start: string; end: string; confirmationUrl: string };
  return { id: typeof booking.id, minutes: (Date.parse(booking.end) - Date.parse(booking.start)) / 60_000, link: booking.confirmationUrl.replace(/t=[A-Za-z0-9_-]{43}$/, 't=TOKEN') };
}

const forms = {
  'demo request': {
    path: '/api/demo-request',
    body: { name: 'Nora Saleh', email: 'nora@example.sa', phone: '0551234567', companySize: '51-200', moduleInterest: 'ppm', slotStart: '', locale: 'en' },
    submit: submitDemoRequest,
  },
  newsletter: {
    path: '/api/newsletter',
    body: { email: 'reader@example.sa', subscriptionType: 'blog', locale: 'ar' },
    submit: subscribe,
  },
  question: {
    path: '/api/questions',
    body: { category: 'integration', question: 'Can Siyana read our BMS alarms?', locale: 'en' },
    submit: submitQuestion,
  },
  'guide lead': {
    path: '/api/resource-leads',
    body: { kind: 'guide', resourceId: 'hvac-summer-readiness', name: 'Faisal Al-Otaibi', email: 'faisal@example.sa', consent: true, locale: 'en' },
    submit: submitResourceLead,
  },
  'course lead': {
    path: '/api/resource-leads',
    body: { kind: 'course', resourceId: 'preventive-maintenance', name: 'Reem Al-Shehri', email: 'reem@example.sa', company: 'Shehri FM', consent: true, locale: 'ar' },
    submit: submitResourceLead,
  },
};

describe.each(databaseKinds)('a filled honeypot on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createRouteDatabase(kind);
    forms['demo request'].body.slotStart = await prepareBookableSlot(database.db);
  });
  afterAll(async () => database.drop());

  it.each(Object.entries(forms))('%s: the same status, body shape and headers as a real success', async (_, form) => {
    const real = await shape(await form.submit(post(form.path, form.body)));
    const trapped = await shape(await form.submit(post(form.path, { ...form.body, website: 'http://spam.example' })));
    expect(real.status).toBeLessThan(300);
    expect(real.headers['cache-control']).toBe('no-store');
    expect(trapped).toEqual(real);
  });
});
