import { describe, expect, it } from 'vitest';
import { publicRoutes } from './routes';
import { site, whatsappPhone } from './site';
import { barePath, knownPageName, localeOfPath, whatsappMessage } from './whatsapp';

describe('WhatsApp messages', () => {
  it('names every public page in both languages, so each prefilled message says where the visitor was', () => {
    for (const route of publicRoutes()) {
      const name = knownPageName(route);
      expect(name?.en, route).toBeTruthy();
      expect(name?.ar, route).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('reads the language from the path', () => {
    expect([localeOfPath('/ar'), localeOfPath('/ar/about'), localeOfPath('/about'), localeOfPath('/arabic')]).toEqual(['ar', 'ar', 'en', 'en']);
    expect([barePath('/ar'), barePath('/ar/about'), barePath('/about')]).toEqual(['/', '/about', '/about']);
  });

  it('writes the message in the page language with the page name and address', () => {
    expect(whatsappMessage('en', 'Pricing', 'https://siyana.sa/pricing')).toBe('Hello Siyana team, I am on your page “Pricing” (https://siyana.sa/pricing) and would like to talk to you.');
    expect(whatsappMessage('ar', 'الأسعار', 'https://siyana.sa/ar/pricing')).toContain('«الأسعار»');
  });

  it('uses the company number for WhatsApp, the same line as the support phone', () => {
    expect(whatsappPhone).toBe(site.supportPhone);
  });
});
