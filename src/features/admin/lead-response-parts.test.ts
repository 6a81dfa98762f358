import { describe, expect, it } from 'vitest';
import { leadSummary } from './lead-response-parts';

describe('what a lead asked for, in the inbox', () => {
  it('names a short demo’s module of interest in the reader’s staff language', () => {
    expect(leadSummary({ kind: 'demo-short', summary: 'ppm' }, 'en')).toBe('Planned Preventive Maintenance (PPM)');
    expect(leadSummary({ kind: 'demo-short', summary: 'ppm' }, 'ar')).toBe('الصيانة الوقائية المخططة (PPM)');
    expect(leadSummary({ kind: 'demo-short', summary: 'platform' }, 'en')).toBe('The whole platform');
    expect(leadSummary({ kind: 'demo-short', summary: 'platform' }, 'ar')).toBe('المنصة بالكامل');
  });

  it('names a detailed demo’s solutions in the reader’s staff language, joined as that language joins a list', () => {
    expect(leadSummary({ kind: 'demo-detailed', summary: 'cm,app' }, 'en')).toBe('Compliance Management (CM), Mobile app');
    expect(leadSummary({ kind: 'demo-detailed', summary: 'cm,app' }, 'ar')).toBe('إدارة الامتثال (CM)، تطبيق الجوال');
  });

  it('shows a value no list knows as stored, and a question’s words as written', () => {
    expect(leadSummary({ kind: 'demo-short', summary: 'spaceship' }, 'en')).toBe('spaceship');
    expect(leadSummary({ kind: 'question', summary: 'How much?' }, 'ar')).toBe('How much?');
    expect(leadSummary({ kind: 'demo-short', summary: null }, 'en')).toBeNull();
  });
});
