import { describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import ar from '../../../messages/ar.json';
import { auditWords, leadActivityWords } from './audit-words';

const SARA = '11111111-1111-4111-8111-111111111111';
const OMAR = '22222222-2222-4222-8222-222222222222';
const GONE = '99999999-9999-4999-8999-999999999999';
const names = new Map([
  [SARA, 'sara'],
  [OMAR, 'omar'],
]);

const entry = (action: string, details?: Record<string, unknown>, extra: Partial<{ actor_id: string | null; actor_name: string | null; target_kind: string | null; target_id: string | null }> = {}) => ({
  action,
  actor_id: SARA,
  actor_name: 'sara',
  target_kind: null,
  target_id: null,
  details: details ? JSON.stringify(details) : null,
  ...extra,
});

/** Every action the staff area records (src/app/api/admin, src/server/staff/erasure.ts, the staff language). */
const actions = [
  'session.sign-in', 'session.sign-in-failed', 'session.sign-out', 'staff.create', 'staff.role', 'staff.disable', 'staff.enable',
  'account.password', 'account.language', 'post.create', 'post.update', 'post.delete', 'post.cover-upload', 'post.cover-remove',
  'demo-request.status', 'question.answer', 'demo-requests.export', 'resource-leads.export', 'newsletter.export', 'leads.export',
  'event.create', 'event.update', 'event.delete', 'event.registration-open', 'event.registration-close', 'event-registrations.export',
  'subscriber.erase', 'lead.erase', 'webhook.retry', 'lead.status', 'lead.owner', 'lead.note',
  'demo.cancel', 'demo.reschedule', 'demo.release', 'demo-calendar.update', 'demo-calendar.host', 'demo-calendar.host-remove', 'demo-calendar.date',
  'site-facts.draft', 'site-facts.publish', 'site-facts.restore', 'site-facts.file-upload',
];

describe('the audit log in words', () => {
  it('says who changed a lead, by name, with the status as a label, in English and Arabic', () => {
    expect(auditWords(entry('lead.status', { status: 'contacted' }), names, 'en')).toEqual({ sentence: 'sara changed a lead’s status to Contacted', facts: [] });
    expect(auditWords(entry('lead.status', { status: 'contacted' }), names, 'ar').sentence).toBe('sara: تغيير حالة عميل محتمل إلى «تم التواصل»');
    expect(auditWords(entry('lead.owner', { ownerId: OMAR }), names, 'en').sentence).toBe('sara assigned a lead to omar');
    expect(auditWords(entry('lead.owner', { ownerId: OMAR }), names, 'ar').sentence).toBe('sara: إسناد عميل محتمل إلى omar');
    expect(auditWords(entry('lead.owner', { ownerId: null }), names, 'en').sentence).toBe('sara left a lead without an owner');
  });

  it('names an account by its id today, and an id no account has as “a removed account”', () => {
    expect(auditWords(entry('lead.owner', { ownerId: GONE }), names, 'en').sentence).toBe('sara assigned a lead to a removed account');
    expect(auditWords(entry('lead.owner', { ownerId: GONE }), names, 'ar').sentence).toBe('sara: إسناد عميل محتمل إلى حساب محذوف');
    expect(auditWords(entry('lead.note', undefined, { actor_id: GONE, actor_name: null }), names, 'en').sentence).toBe('a removed account added a note to a lead');
    // The name stored with the entry still reads when the account is gone.
    expect(auditWords(entry('session.sign-in', undefined, { actor_id: GONE, actor_name: 'huda' }), names, 'en').sentence).toBe('huda signed in');
    expect(auditWords(entry('staff.disable', { username: 'old-name' }, { target_kind: 'staff', target_id: OMAR }), names, 'en').sentence).toBe('sara disabled the account omar');
  });

  it('words the demo calendar and the agenda: a cancelled, moved or released demo, a day of the calendar', () => {
    expect(auditWords(entry('demo.cancel', undefined, { target_kind: 'demo', target_id: OMAR }), names, 'en').sentence).toBe('sara cancelled a booked demo');
    expect(auditWords(entry('demo.reschedule', undefined, { target_kind: 'demo', target_id: OMAR }), names, 'ar').sentence).toBe('sara: نقل عرض توضيحي محجوز إلى موعد آخر');
    expect(auditWords(entry('demo.release', { target: '203.0.113.0/24', count: 12 }), names, 'en')).toEqual({ sentence: 'sara released the upcoming demos of 203.0.113.0/24 (12) without telling anyone', facts: [] });
    expect(auditWords(entry('demo-calendar.date', { kind: 'closed' }, { target_kind: 'demo-calendar', target_id: '2026-12-24' }), names, 'en').sentence).toBe('sara closed or re-opened a day of the demo calendar');
    expect(auditWords(entry('site-facts.publish', { version: 2, changes: 'company.vatNumber' }), names, 'en')).toEqual({ sentence: 'sara published the site facts as version 2', facts: ['Changed: company.vatNumber'] });
    expect(auditWords(entry('site-facts.restore', { version: 3, restoredFrom: 1, changes: 'company.vatNumber' }), names, 'ar').sentence).toBe('أعاد sara نشر الإصدار 1 من بيانات الموقع بوصفه الإصدار 3');
    expect(auditWords(entry('demo-calendar.update', { slotMinutes: 30 }, { target_kind: 'demo-calendar', target_id: 'default' }), names, 'ar').sentence).toBe('sara: تعديل ساعات تقويم العروض وقواعده');
  });

  it('puts failed sign-ins, roles and exports into words with their facts, never codes', () => {
    const failed = entry('session.sign-in-failed', { username: 'sara', reason: 'disabled' }, { actor_id: null, actor_name: null });
    expect(auditWords(failed, names, 'en').sentence).toBe('A sign-in as sara failed: the account is disabled');
    expect(auditWords(failed, names, 'ar').sentence).toBe('محاولة دخول فاشلة باسم sara: الحساب معطّل');
    expect(auditWords(entry('staff.create', { username: 'omar', role: 'editor', generatedPassword: true }, { target_kind: 'staff', target_id: OMAR }), names, 'en')).toEqual({
      sentence: 'sara added the account omar as editor',
      facts: ['Password generated: Yes'],
    });
    expect(auditWords(entry('demo-requests.export', { form: 'short', status: null, rows: 1250 }), names, 'en')).toEqual({
      sentence: 'sara exported the demo requests',
      facts: ['Form: Short form', 'Rows: 1,250'],
    });
    expect(auditWords(entry('demo-requests.export', { form: 'short', status: null, rows: 1250 }), names, 'ar').facts).toEqual(['النموذج: النموذج المختصر', 'عدد الصفوف: 1,250']);
    expect(auditWords(entry('account.language', { language: 'en' }), names, 'en').sentence).toBe('sara switched their staff area to English');
    expect(auditWords(entry('account.language', { language: 'en' }), names, 'ar').sentence).toBe('sara: تحويل لغة لوحة الإدارة إلى الإنجليزية');
    expect(auditWords(entry('webhook.retry', { previous: 'failed', attempts: 3 }), names, 'en').facts).toEqual(['State before: Stopped', 'Attempts before: 3']);
  });

  it('reads a new or unknown action as a change, and hides detail keys it has no words for', () => {
    expect(auditWords(entry('lead.reassign-rule', { ruleId: 'abc' }), names, 'en')).toEqual({ sentence: 'sara made a change', facts: [] });
    expect(auditWords(entry('lead.reassign-rule'), names, 'ar').sentence).toBe('sara: إجراء آخر');
    // A sentence whose detail is missing (details not readable) falls back to the action's name.
    expect(auditWords({ ...entry('post.update'), details: 'not json' }, names, 'en')).toEqual({ sentence: 'sara: Edit post', facts: [] });
    expect(auditWords({ ...entry('lead.status'), details: '{"status"' }, names, 'ar').sentence).toBe('sara: تغيير حالة عميل محتمل');
  });

  it('has a sentence for every recorded action in both languages, with no code, id or placeholder left', () => {
    const details = { status: 'won', ownerId: OMAR, username: 'omar', role: 'admin', reason: 'invalid', slug: 'spring-checklist', title: 'Spring checklist', rows: 3, language: 'en', target: '203.0.113.0/24', count: 4 };
    for (const locale of ['en', 'ar'] as const) {
      for (const action of actions) {
        const { sentence, facts } = auditWords(entry(action, details), names, locale);
        const text = [sentence, ...facts].join(' ');
        expect(text, `${locale} ${action}`).not.toContain(action);
        expect(text, `${locale} ${action}`).not.toMatch(/[{}]|_|\bnull\b|undefined/);
        expect(text, `${locale} ${action}`).not.toContain(OMAR);
        expect(sentence, `${locale} ${action}`).not.toBe(locale === 'en' ? 'sara made a change' : 'sara: إجراء آخر');
      }
    }
  });
});

describe('a lead’s history in words', () => {
  it('says status changes and assignments with labels and names', () => {
    expect(leadActivityWords({ kind: 'status', actor_id: SARA, actor_name: 'sara', from_value: 'new', to_value: 'contacted' }, names, 'en')).toBe('sara changed the status from New to Contacted');
    expect(leadActivityWords({ kind: 'status', actor_id: SARA, actor_name: 'sara', from_value: 'new', to_value: 'contacted' }, names, 'ar')).toBe('sara: تغيير الحالة من «جديد» إلى «تم التواصل»');
    expect(leadActivityWords({ kind: 'owner', actor_id: SARA, actor_name: 'sara', from_value: null, to_value: 'omar' }, names, 'en')).toBe('sara assigned the lead to omar');
    expect(leadActivityWords({ kind: 'owner', actor_id: SARA, actor_name: 'sara', from_value: 'omar', to_value: 'sara' }, names, 'en')).toBe('sara reassigned the lead from omar to sara');
    expect(leadActivityWords({ kind: 'owner', actor_id: SARA, actor_name: 'sara', from_value: 'omar', to_value: null }, names, 'ar')).toBe('sara: إلغاء إسناد العميل إلى omar');
    expect(leadActivityWords({ kind: 'note', actor_id: null, actor_name: null, from_value: null, to_value: null }, names, 'en')).toBe('The system added a note');
  });
});

describe('the staff area’s words', () => {
  it('never name a server setting (those belong in docs/deployment.md)', () => {
    const staffWords = JSON.stringify([en.Admin, ar.Admin, en.StaffLanguage, ar.StaffLanguage]);
    expect(staffWords).not.toMatch(/\b[A-Z][A-Z0-9]+_[A-Z0-9_]+\b/);
  });
});
