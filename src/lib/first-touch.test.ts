import { describe, expect, it } from 'vitest';
import { decodeFirstTouch, encodeFirstTouch, firstTouchOf } from './first-touch';

describe('first touch', () => {
  it('keeps the first page with its query, an outside referrer and the UTM tags', () => {
    const record = firstTouchOf(new URL('https://siyana.sa/ar?utm_source=LinkedIn&utm_medium=paid&utm_campaign=ramadan'), 'https://www.linkedin.com/feed/');
    expect(record).toEqual({ page: '/ar?utm_source=LinkedIn&utm_medium=paid&utm_campaign=ramadan', referrer: 'https://www.linkedin.com/feed/', utmSource: 'LinkedIn', utmMedium: 'paid', utmCampaign: 'ramadan' });
    expect(decodeFirstTouch(encodeFirstTouch(record))).toEqual(record);
  });

  it('drops the site itself as a referrer', () => {
    expect(firstTouchOf(new URL('https://siyana.sa/sectors/hospitals'), 'https://siyana.sa/ar').referrer).toBeUndefined();
  });

  it('refuses values that are not ours and clips long fields', () => {
    expect(decodeFirstTouch(undefined)).toBeNull();
    expect(decodeFirstTouch('not-json')).toBeNull();
    expect(decodeFirstTouch(encodeURIComponent(JSON.stringify({ page: 'https://elsewhere.example/' })))).toBeNull();
    expect(decodeFirstTouch(encodeURIComponent(JSON.stringify({ page: '/x', utmSource: 'u'.repeat(300), referrer: 42 })))).toEqual({ page: '/x', utmSource: 'u'.repeat(200), referrer: undefined, utmMedium: undefined, utmCampaign: undefined });
  });

  it('ignores a value with a NUL or other control character in any field', () => {
    for (const field of ['page', 'referrer', 'utmSource', 'utmMedium', 'utmCampaign']) {
      for (const control of ['\u0000', '\u001b', '\n', '\u007f']) {
        const fields: Record<string, string> = { page: '/pricing', [field]: `${field === 'page' ? '/' : ''}a${control}b` };
        expect(decodeFirstTouch(encodeURIComponent(JSON.stringify(fields))), `${field} ${JSON.stringify(control)}`).toBeNull();
      }
    }
    expect(decodeFirstTouch('%7B%22page%22%3A%22%2Fx%00%22%7D')).toBeNull();
  });
});
