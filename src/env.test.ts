import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('settings', () => {
  it('makes SITE_URL the address the server listens on when it is not set', () => {
    expect(readEnv({ PORT: '4000' }).SITE_URL).toBe('http://localhost:4000');
    expect(readEnv({}).SITE_URL).toBe('http://localhost:3000');
  });

  it('keeps a SITE_URL that is set, whatever the port', () => {
    expect(readEnv({ PORT: '4000', SITE_URL: 'https://siyana.sa' }).SITE_URL).toBe('https://siyana.sa');
  });

  it('refuses a SITE_URL that is not a URL', () => {
    expect(() => readEnv({ SITE_URL: 'siyana' })).toThrow();
  });

  it('takes the WhatsApp number from the facts unless WHATSAPP_NUMBER is set, and refuses one that is not E.164', () => {
    expect(readEnv({}).WHATSAPP_NUMBER).toBe('+966115204400');
    expect(readEnv({ WHATSAPP_NUMBER: '' }).WHATSAPP_NUMBER).toBe('+966115204400');
    expect(readEnv({ WHATSAPP_NUMBER: '+966 55 123 4567' }).WHATSAPP_NUMBER).toBe('+966551234567');
    for (const bad of ['0551234567', '966551234567', '+0551234567', '+9665512345678901', '+966-55-123-4567']) expect(() => readEnv({ WHATSAPP_NUMBER: bad }), bad).toThrow(/E\.164/);
  });
});
