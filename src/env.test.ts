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
});
