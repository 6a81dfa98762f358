import { describe, expect, it } from 'vitest';
import { legacySystemInterestLabel, moduleInterestLabel, optionLabel, solutionsLabel } from './demo-request-labels';

describe('staff names for stored demo-request values', () => {
  it('name the modules as the catalogue does, in Arabic with their codes', () => {
    expect(moduleInterestLabel('ic', 'ar')).toBe('التحكم في البلاغات والحوادث (IC)');
    expect(moduleInterestLabel('platform', 'ar')).toBe('المنصة بالكامل');
    expect(moduleInterestLabel('ai', 'ar')).toBe('مزايا الذكاء الاصطناعي');
  });

  it('name them in English for a staff member who reads the staff area in English', () => {
    expect(moduleInterestLabel('ic', 'en')).toBe('Incident Control (IC)');
    expect(moduleInterestLabel('ai', 'en')).toBe('AI Features');
    expect(solutionsLabel('cm,app', 'en')).toBe('Compliance Management (CM), Mobile app');
  });

  it('name the old short form’s systems and the old solution list as such', () => {
    expect(legacySystemInterestLabel('crm', 'ar')).toBe('نظام إدارة علاقات العملاء');
    expect(solutionsLabel('old-cm,cm,app,old-support', 'ar')).toBe(
      'نماذج الصيانة التصحيحية (قائمة سابقة)، إدارة الامتثال (CM)، تطبيق الجوال، إدارة الأصول والقوى العاملة (قائمة سابقة)',
    );
  });

  it('show a value no list knows as stored, and translate the other options', () => {
    expect(legacySystemInterestLabel('spaceship', 'ar')).toBe('spaceship');
    expect(solutionsLabel('unknown', 'ar')).toBe('unknown');
    expect(optionLabel.industry('medical', 'ar')).toBe('الرعاية الصحية');
    expect(optionLabel.time('09:30', 'ar')).toBe('09:30 (بتوقيت الرياض)');
  });
});
