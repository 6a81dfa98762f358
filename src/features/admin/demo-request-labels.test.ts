import { describe, expect, it } from 'vitest';
import { legacySystemInterestLabel, moduleInterestLabel, optionLabel, solutionsLabel } from './demo-request-labels';

describe('staff names for stored demo-request values', () => {
  it('name the modules as the catalogue does, in Arabic with their codes', () => {
    expect(moduleInterestLabel('ic')).toBe('التحكم في البلاغات والحوادث (IC)');
    expect(moduleInterestLabel('platform')).toBe('المنصة بالكامل');
    expect(moduleInterestLabel('ai')).toBe('مزايا الذكاء الاصطناعي');
  });

  it('name the old short form’s systems and the old solution list as such', () => {
    expect(legacySystemInterestLabel('crm')).toBe('نظام إدارة علاقات العملاء');
    expect(solutionsLabel('old-cm,cm,app,old-support')).toBe(
      'نماذج الصيانة التصحيحية (قائمة سابقة)، إدارة الامتثال (CM)، تطبيق الجوال، إدارة الأصول والقوى العاملة (قائمة سابقة)',
    );
  });

  it('show a value no list knows as stored, and translate the other options', () => {
    expect(legacySystemInterestLabel('spaceship')).toBe('spaceship');
    expect(solutionsLabel('unknown')).toBe('unknown');
    expect(optionLabel.industry('medical')).toBe('الرعاية الصحية');
    expect(optionLabel.time('09:30')).toBe('09:30 (بتوقيت الرياض)');
  });
});
