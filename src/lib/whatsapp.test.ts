import { describe, expect, it } from 'vitest';
import { bookingReference, fromPathOf, referenceOf, waMeUrl, whatsappHref } from './whatsapp';

describe('WhatsApp links', () => {
  it('points each link at the redirect with the page path', () => {
    expect(whatsappHref('/ar/resources/support')).toBe('/go/whatsapp?from=%2Far%2Fresources%2Fsupport');
    expect(whatsappHref('/request-demo/booked', '3F9A2C1B')).toBe('/go/whatsapp?from=%2Frequest-demo%2Fbooked&ref=3F9A2C1B');
  });

  it('makes a booking reference of eight capital hex characters, and reads only that shape back', () => {
    expect(bookingReference('3f9a2c1b-77de-4a10-9c1e-0d5b6a7e8f90')).toBe('3F9A2C1B');
    expect([referenceOf('3F9A2C1B'), referenceOf('3f9a2c1b'), referenceOf('3F9A2C1'), referenceOf(null)]).toEqual(['3F9A2C1B', null, null, null]);
  });

  it('builds the chat link from the E.164 number, with the message encoded', () => {
    expect(waMeUrl('+966 11 520 4400')).toBe('https://wa.me/966115204400');
    expect(waMeUrl('+966115204400', 'Hi & “Support”')).toBe('https://wa.me/966115204400?text=Hi%20%26%20%E2%80%9CSupport%E2%80%9D');
  });

  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/ar/resources/support/', '/ar/resources/support'],
    ['/resources/blog/%D8%A7', '/resources/blog/%D8%A7'],
  ])('accepts the path %s', (raw, path) => {
    expect(fromPathOf(raw)).toBe(path);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['about'],
    ['/about?x=1'],
    ['/about#top'],
    ['/a/../admin'],
    [`/${'a'.repeat(200)}`],
    ['/%zz'],
    ['javascript:alert(1)'],
  ])('refuses %s', (raw) => {
    expect(fromPathOf(raw)).toBeNull();
  });
});
