/**
 * The JSON endpoints of the site with a body each accepts, and the hostile variants made from them:
 * shared by the hostile-request sweep (tests/http/hostile-requests.test.ts) and the reliability tests;
 * no test runner's API here, so both Vitest and Playwright can use it.
 */
import { createHash } from 'node:crypto';
import { defaultFreeSlots } from '../../support/default-slots';
import { STAFF, type Store } from './app';

export type Json = Record<string, unknown>;

export interface Endpoint {
  method?: 'POST' | 'PUT' | 'PATCH';
  /** `{post}` and `{lead}` stand for an existing blog post and the inbox lead of a demo request. */
  path: string;
  /** A body the endpoint accepts; every hostile body is made from it. */
  valid: Json;
  /** Fields whose absence is refused (fields with a default are not here). */
  required: string[];
  /** Fields with a format or a closed set of values: any injection string or huge string is refused there. */
  checked: string[];
  /** Needs a staff session. */
  staff?: boolean;
  /** The largest body it reads, when it is not the 32 KB of a form (the site facts take more). */
  bodyLimit?: number;
}

/** A free slot of a fresh server's demo calendar. */
const [slotStart] = defaultFreeSlots(1);

/** Every endpoint that reads a JSON body (logout reads none). One line per endpoint. */
export const endpoints: Endpoint[] = [
  {
    path: '/api/demo-request',
    valid: { name: 'Nora Saleh', email: 'lead@example.sa', phone: '+966 55 123 4567', companySize: '51-200', moduleInterest: 'ic', slotStart, locale: 'en' },
    required: ['name', 'email', 'phone', 'companySize', 'moduleInterest', 'slotStart'],
    checked: ['email', 'phone', 'companySize', 'moduleInterest', 'slotStart', 'locale'],
  },
  {
    path: '/api/detailed-demo-request',
    valid: { name: 'Sara Al-Qahtani', email: 'sara@example.sa', phone: '0551234567', company: 'Qahtani Towers', industry: 'hospitality', facilitySize: 'enterprise', currentSoftware: 'Excel', interestedSolutions: ['ppm', 'dashboard'], budget: '500k-1m', timeline: '6months', locale: 'ar' },
    required: ['name', 'email', 'phone', 'company', 'industry', 'facilitySize', 'currentSoftware', 'interestedSolutions', 'budget', 'timeline'],
    checked: ['email', 'phone', 'industry', 'facilitySize', 'interestedSolutions', 'budget', 'timeline', 'locale'],
  },
  { path: '/api/admin/login', valid: { ...STAFF }, required: ['username', 'password'], checked: ['username', 'password'] },
  {
    path: '/api/admin/blog',
    staff: true,
    valid: { title: 'Reliability', slug: 'reliability-post', locale: 'en', category: 'maintenance', excerpt: '', content: 'Body', author: 'Staff', published: false },
    required: ['title', 'content', 'author'],
    checked: ['slug', 'locale', 'category', 'published'],
  },
  {
    method: 'PUT',
    path: '/api/admin/blog/{post}',
    staff: true,
    valid: { title: 'Reliability', slug: 'reliability-post-2', locale: 'en', category: 'energy', excerpt: '', content: 'Changed', author: 'Staff', published: true },
    required: ['title', 'content', 'author'],
    checked: ['slug', 'locale', 'category', 'published'],
  },
  { path: '/api/admin/blog/preview', staff: true, valid: { content: '# Hello' }, required: ['content'], checked: [] },
  {
    // capacity, joinUrl and recordingUrl may be null or absent: left out of `valid`, so no null case creates an event.
    path: '/api/admin/events',
    staff: true,
    valid: { kind: 'webinar', titleEn: 'Reliability', titleAr: 'الموثوقية', summaryEn: 'S', summaryAr: 'م', descriptionEn: 'D', descriptionAr: 'و', startsAt: '2027-03-10T10:00', endsAt: '2027-03-10T11:00', mode: 'online', language: 'en', registrationOpen: true, published: false },
    required: ['kind', 'titleEn', 'titleAr', 'summaryEn', 'summaryAr', 'descriptionEn', 'descriptionAr', 'startsAt', 'endsAt', 'mode', 'language'],
    checked: ['slug', 'kind', 'startsAt', 'endsAt', 'mode', 'language', 'capacity', 'recordingUrl'],
  },
  { method: 'PATCH', path: '/api/admin/leads/{lead}', staff: true, valid: { status: 'contacted' }, required: ['status'], checked: ['status'] },
  {
    path: '/api/resource-leads',
    valid: { kind: 'guide', resourceId: 'cmms-selection', name: 'Nora Saleh', email: 'nora@company.sa', consent: true, locale: 'en' },
    required: ['kind', 'resourceId', 'name', 'email', 'consent'],
    checked: ['kind', 'resourceId', 'email', 'consent', 'locale'],
  },
  {
    // A seeded upcoming event (migration 0015).
    path: '/api/events/audit-ready-fire-safety-records/registrations',
    valid: { name: 'Faisal Al-Otaibi', email: 'faisal@company.sa', company: 'Otaibi Facility Services', phone: '0551234567', newsletter: false, locale: 'en' },
    required: ['name', 'email', 'company'],
    checked: ['email', 'phone', 'newsletter', 'locale'],
  },
  { path: '/api/admin/demos/release', staff: true, valid: { network: '203.0.113.0/24' }, required: ['network'], checked: ['network'] },
  { method: 'PUT', path: '/api/admin/site-facts', staff: true, valid: { company: { crNumber: '1010987654', vatNumber: '310987654300003' } }, required: [], checked: ['company'], bodyLimit: 256 * 1024 },
  { path: '/api/admin/erasure', staff: true, valid: { kind: 'question', id: '00000000-0000-4000-8000-000000000000' }, required: ['kind', 'id'], checked: ['kind', 'id'] },
  { path: '/api/admin/staff', staff: true, valid: { username: 'new-editor', role: 'editor', password: 'a-long-password-123' }, required: ['username', 'role'], checked: ['username', 'role'] },
  { path: '/api/newsletter', valid: { email: 'reader@example.sa', subscriptionType: 'events', locale: 'en' }, required: ['email', 'subscriptionType'], checked: ['email', 'subscriptionType', 'locale'] },
  { path: '/api/questions', valid: { category: 'general', question: 'Does it work offline?', email: '', locale: 'en' }, required: ['category', 'question'], checked: ['category', 'email', 'locale'] },
  {
    path: '/api/partner-applications',
    valid: { company: 'Gulf Integrators', name: 'Omar Haddad', email: 'omar@gulfint.sa', phone: '+966 55 123 4567', partnershipType: 'implementation', level: 'silver', regions: 'Riyadh and the Eastern Province', message: 'We deliver CAFM projects.', locale: 'en', page: '/partners/apply' },
    required: ['company', 'name', 'email', 'phone', 'partnershipType', 'level', 'regions'],
    checked: ['email', 'phone', 'partnershipType', 'level', 'locale'],
  },
  {
    path: '/api/recording-requests',
    valid: { name: 'Reem Al-Qahtani', email: 'reem@example.sa', event: 'from-paper-to-mobile-hospital-work-orders', locale: 'en', page: '/resources/events/from-paper-to-mobile-hospital-work-orders/recording' },
    required: ['name', 'email', 'event'],
    checked: ['email', 'event', 'locale'],
  },
];

export const endpoint = (path: string) => endpoints.find((candidate) => candidate.path === path)!;
export const shortDemo = endpoint('/api/demo-request').valid;
/**
 * A Saudi mobile number of a visitor's own, made from their e-mail: one phone number holds one upcoming
 * demo, so every booking of a burst needs its own.
 */
export function phoneOf(email: string): string {
  return `+96655${String([...email].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 10_000_000, 7)).padStart(7, '0')}`;
}
export const detailedDemo = endpoint('/api/detailed-demo-request').valid;
export const blogPost = endpoint('/api/admin/blog').valid;

export const injections = [
  "' OR '1'='1",
  "'; DROP TABLE demo_requests; --",
  "1; DELETE FROM admins WHERE '1'='1",
  '" OR ""="',
  "admin'--",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(document.cookie)>',
  'javascript:alert(1)',
];
const HUGE = 'x'.repeat(20_000);
const FORM_LIMIT = 32 * 1024;

export type HostileCase = { name: string; body: string | (() => ReadableStream<Uint8Array>); expect?: number };

function jsonType(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/** Every hostile body for one endpoint, with the status it must get when it is always the same. */
export function hostileCases(endpoint: Endpoint): HostileCase[] {
  const { valid } = endpoint;
  const cases: HostileCase[] = [];
  const raw = (name: string, body: string, status?: number) => cases.push({ name, body, expect: status });
  for (const body of ['{', '{"email": }', "{'email': 'a@b.sa'}", '', '\uFEFF{}', '{"a":1} trailing', 'NaN']) raw(`malformed ${JSON.stringify(body)}`, body, 400);
  for (const body of ['null', '[]', '"text"', '42', 'true', '{}']) raw(`not the object expected: ${body}`, body, 400);
  raw('prototype keys', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}', 400);
  for (const field of Object.keys(valid)) {
    for (const wrong of [12345, true, null, ['x'], { $ne: null }]) {
      if (jsonType(wrong) !== jsonType(valid[field])) raw(`${field} as ${JSON.stringify(wrong)}`, JSON.stringify({ ...valid, [field]: wrong }));
    }
  }
  for (const field of endpoint.required) {
    const rest = { ...valid };
    delete rest[field];
    raw(`without ${field}`, JSON.stringify(rest), 400);
  }
  for (const field of endpoint.checked) {
    raw(`huge ${field}`, JSON.stringify({ ...valid, [field]: HUGE }));
    for (const injection of injections) raw(`${field} = ${injection}`, JSON.stringify({ ...valid, [field]: injection }));
  }
  const limit = endpoint.bodyLimit ?? FORM_LIMIT;
  const oversized = JSON.stringify({ ...valid, padding: 'x'.repeat(limit + 1) });
  raw(`body over ${limit / 1024} KB (content-length)`, oversized, 413);
  cases.push({
    name: `body over ${limit / 1024} KB (chunked, no length)`,
    expect: 413,
    body: () =>
      new ReadableStream({
        start(controller) {
          for (let offset = 0; offset < oversized.length; offset += 4096) controller.enqueue(new TextEncoder().encode(oversized.slice(offset, offset + 4096)));
          controller.close();
        },
      }),
  });
  return cases;
}

/** Each request from its own address, so the per-address limits never hide what validation does. */
let addressCounter = 0;
export function nextAddress(): string {
  const n = addressCounter++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export async function send(base: string, method: string, path: string, body: HostileCase['body'] | Json, cookie?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() };
  if (cookie) headers.cookie = cookie;
  const attempt = () => {
    const payload = typeof body === 'function' ? body() : typeof body === 'string' ? body : JSON.stringify(body);
    return fetch(`${base}${path}`, { method, headers, body: payload, duplex: 'half', signal: AbortSignal.timeout(20_000) } as RequestInit);
  };
  // A server that refuses a body early (413) may close the connection while the client still sends it:
  // the client then sees a reset instead of the answer. Asked again once; a second failure is a failure.
  const response = await attempt().catch(() => new Promise((resolve) => setTimeout(resolve, 200)).then(attempt));
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, type: response.headers.get('content-type') ?? '', json, text };
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

/**
 * A fingerprint of every row of every table except the rate-limit counters and the audit log's
 * refused sign-ins (which record hostile requests by design) and a session's last-seen time
 * (refreshed by each authenticated request).
 */
export async function fingerprint(store: Store, kind: 'sqlite' | 'postgres' = 'sqlite'): Promise<{ digest: string; rows: Record<string, number> }> {
  const listing =
    kind === 'sqlite'
      ? "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' and name <> 'rate_limits' order by name"
      : "select table_name as name from information_schema.tables where table_schema = current_schema() and table_name not like 'kysely_%' and table_name <> 'rate_limits' order by table_name";
  const tables = (await store.query<{ name: string }>(listing)).map((row) => row.name);
  const hash = createHash('sha256');
  const rows: Record<string, number> = {};
  for (const table of tables) {
    // A refused sign-in is written to the audit log by design (who tried which username, when).
    const query = table === 'audit_log' ? `select * from audit_log where action <> 'session.sign-in-failed'` : `select * from ${table}`;
    const all = (await store.query<Json>(query)).map((row) => JSON.stringify(Object.entries(row).filter(([column]) => column !== 'last_seen_at'))).sort();
    rows[table] = all.length;
    hash.update(`${table}\n${all.join('\n')}\n`);
  }
  return { digest: hash.digest('hex'), rows };
}

/** A blog post and a demo request's inbox lead to stand for `{post}` and `{lead}` in the endpoints' paths. */
export async function createPostAndLead(base: string, cookie: string): Promise<{ post: string; lead: string }> {
  const post = await send(base, 'POST', '/api/admin/blog', blogPost, cookie);
  if (post.status !== 201) throw new Error(`creating the blog post answered ${post.status}`);
  const demo = await send(base, 'POST', '/api/demo-request', shortDemo);
  if (demo.status !== 201) throw new Error(`creating the demo request answered ${demo.status}`);
  const requestId = (demo.json as { id: string }).id;
  const inbox = (await (await fetch(`${base}/api/admin/leads?kind=demo-short`, { headers: { cookie, 'x-forwarded-for': nextAddress() } })).json()) as { data: { id: string; source_id: string }[] };
  const lead = inbox.data.find((row) => row.source_id === requestId);
  if (!lead) throw new Error('the demo request has no inbox lead');
  return { post: (post.json as { data: { id: string } }).data.id, lead: lead.id };
}

export function resolvePath(path: string, ids: { post: string; lead: string }) {
  return path.replace('{post}', ids.post).replace('{lead}', ids.lead);
}


/**
 * Every route that takes an id or slug in its path, `{id}` standing for it (API, pages, staff pages,
 * media): the invalid ids below go into each, with each method it might take.
 */
export const pathIdRoutes = [
  '/api/admin/blog/{id}',
  '/api/admin/blog/{id}/cover',
  '/api/admin/events/{id}',
  '/api/admin/events/{id}/registration',
  '/api/admin/events/{id}/registrations',
  '/api/admin/leads/{id}',
  '/api/admin/leads/{id}/notes',
  '/api/admin/staff/{id}',
  '/api/admin/webhooks/{id}/retry',
  '/api/events/{id}/calendar.ics',
  '/api/events/{id}/registrations',
  '/media/blog/{id}/1/cover-480.webp',
  '/media/site/{id}/480.webp',
  '/media/site/{id}/document.pdf',
  '/api/admin/site-facts/versions/{id}/restore',
  '/admin/events/{id}/registrations',
  '/admin/leads/{id}',
  '/resources/blog/{id}',
  '/ar/resources/blog/{id}',
  '/resources/events/{id}',
  '/resources/events/{id}/registered',
  '/ar/resources/events/{id}/registered',
  '/resources/guides/{id}',
  '/resources/guides/{id}/pdf',
  '/resources/courses/{id}',
  '/sector/{id}',
  '/feature/{id}',
];

/** Ids no route has: control characters (a NUL makes PostgreSQL refuse a query), malformed escapes, traversal, overlong. */
export const invalidIds = ['%00', 'a%00b', '%00%00%00', '%0A', '%0D%0Aset-cookie:x=1', '%1B', '%7F', '%ZZ', '%C0%AE', '%ED%A0%80', '..', '%2E%2E%2F%2E%2E', '%2F', encodeURIComponent("' OR '1'='1"), 'x'.repeat(300), '%E2%80%AE'];

export const pathIdMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Requests over the limits (2,048 bytes of path and query; 512 characters of User-Agent), and ones Next.js cannot parse. */
export function overLongTargets(paths: string[]): string[] {
  const long = 'a'.repeat(5000);
  return paths.flatMap((path) => [`${path === '/' ? '' : path}/${long}`, `${path}?q=${long}`, `/${path}/${'b'.repeat(2100)}`]);
}
export const longUserAgents = ['-'.repeat(15_000) + 'x', 'Mozilla/5.0 '.repeat(200), 'a'.repeat(513)];

/**
 * Server-action calls to the site's two action pages: from another origin, and with bodies Next.js
 * cannot decode. `name`, headers and body; the action id is made up (the checks come first).
 */
export function hostileActionCalls(base: string): { name: string; path: string; headers: Record<string, string>; body: string | FormData }[] {
  const form = (root: string) => {
    const data = new FormData();
    data.append('1_token', 'x'.repeat(43));
    data.append('1_locale', 'en');
    data.append('0', root);
    return data;
  };
  const calls: { name: string; headers: Record<string, string>; body: string | FormData }[] = [];
  for (const origin of ['https://evil.example', 'null', '::::', 'http://127.0.0.1.evil.example', `${base}.evil.example`]) calls.push({ name: `origin ${origin}`, headers: { origin }, body: form('["$K1"]') });
  for (const [type, body] of [
    ['text/plain', '{{{not json'],
    ['text/plain', '42'],
    ['text/plain', '["$@1"]'],
    ['text/plain', ''],
    ['application/json', '{"a":1}'],
    ['application/x-www-form-urlencoded', 'a=b'],
    ['multipart/form-data; boundary=zz', '--zz\r\nbroken'],
    ['multipart/form-data', 'x'],
  ] as const) {
    calls.push({ name: `${type} ${body.slice(0, 12)}`, headers: { 'content-type': type }, body });
  }
  for (const root of ['{{{', '["$@1"]', '["$K1","$Q2"]', '42', '[]', '"$K1"', 'null', '["$K1"'.repeat(100)]) calls.push({ name: `form root ${root.slice(0, 12)}`, headers: {}, body: form(root) });
  return ['/newsletter/confirm?token=x', '/ar/newsletter/confirm?token=x', '/newsletter/unsubscribe?token=x', '/ar/newsletter/unsubscribe?token=x'].flatMap((path) =>
    calls.map((call) => ({ ...call, path, headers: { 'next-action': '40'.padEnd(42, 'f'), accept: 'text/x-component', ...call.headers } })),
  );
}
