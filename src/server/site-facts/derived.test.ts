import { describe, expect, it } from 'vitest';
import { supportHours, supportPage } from '@/content/help';
import { site } from '@/content/site';
import { contactsOf } from './derived';

describe('contactsOf', () => {
  it('is the seed while nothing is published', () => {
    expect(contactsOf({})).toEqual({ phone: site.supportPhone, email: site.supportEmail, hours: supportHours, office: supportPage.contact.address, emergencyLine: null });
  });

  it('takes each published fact over its seed, and the office from the published city', () => {
    const hours = { en: 'Sunday-Thursday, 8:00-17:00 Riyadh time', ar: 'من الأحد إلى الخميس، 8:00-17:00 بتوقيت الرياض' };
    const address = {
      buildingNumber: '2134',
      street: { en: 'Prince Sultan Road', ar: 'طريق الأمير سلطان' },
      district: { en: 'Al Rawdah', ar: 'الروضة' },
      city: { en: 'Jeddah', ar: 'جدة' },
      postalCode: '23435',
      additionalNumber: '7788',
    };
    const contacts = contactsOf({ company: { phone: '+966126001234', email: 'care@example.sa', supportHours: hours, address, emergencyLine: '+966126009999' } });
    expect(contacts).toEqual({
      phone: '+966126001234',
      email: 'care@example.sa',
      hours,
      office: { en: 'Jeddah, Kingdom of Saudi Arabia', ar: 'جدة، المملكة العربية السعودية' },
      emergencyLine: '+966126009999',
    });
  });
});
