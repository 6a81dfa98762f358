import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_MS, outcomeOfStatus, retryDelayMs, signWebhookBody } from './policy';

describe('the webhook signature', () => {
  const secret = 'a-shared-secret-of-32-characters';
  const body = '{"id":"d1","event":"lead.created","lead":{"name":"نورة"}}';

  it('is sha256= and the hex HMAC-SHA256 of "timestamp.body"', () => {
    const expected = createHmac('sha256', secret).update(`1764000000.${body}`, 'utf8').digest('hex');
    expect(signWebhookBody(secret, 1764000000, body)).toBe(`sha256=${expected}`);
    // Worked out apart from Node: printf '1.{}' | openssl dgst -sha256 -hmac key
    expect(signWebhookBody('key', 1, '{}')).toBe('sha256=1ba6b8171186efc613e8bcc0cbdab2748f24984d7c5a84faa2637afa0e40d224');
  });

  it('changes with the body, the timestamp and the secret', () => {
    const signature = signWebhookBody(secret, 1764000000, body);
    expect(signWebhookBody(secret, 1764000001, body)).not.toBe(signature);
    expect(signWebhookBody(secret, 1764000000, body.replace('نورة', 'نوره'))).not.toBe(signature);
    expect(signWebhookBody(`${secret}x`, 1764000000, body)).not.toBe(signature);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
  });
});

describe('the retry delay', () => {
  const middle = () => 0.5;

  it('doubles from the base with each failed attempt: 30 s, 1 min, 2 min, 4 min ...', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts, 30_000, middle))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
  });

  it('never waits more than an hour', () => {
    expect(retryDelayMs(8, 30_000, middle)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(29, 30_000, () => 0.999)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(500, 30_000, () => 0.999)).toBe(MAX_RETRY_DELAY_MS);
  });

  it('is spread by jitter between 0.8 and 1.2 times the step', () => {
    expect(retryDelayMs(2, 30_000, () => 0)).toBe(48_000);
    expect(retryDelayMs(2, 30_000, () => 1)).toBe(72_000);
    const seen = new Set(Array.from({ length: 50 }, () => retryDelayMs(3, 30_000)));
    expect(seen.size).toBeGreaterThan(10);
    for (const delay of seen) {
      expect(delay).toBeGreaterThanOrEqual(96_000);
      expect(delay).toBeLessThanOrEqual(144_000);
    }
  });
});

describe('what an answer means', () => {
  it('2xx is delivered', () => {
    for (const status of [200, 201, 202, 204, 299]) expect(outcomeOfStatus(status)).toBe('delivered');
  });
  it('5xx, 408, 425 and 429 are retried', () => {
    for (const status of [500, 502, 503, 504, 599, 408, 425, 429]) expect(outcomeOfStatus(status)).toBe('retry');
  });
  it('redirects and the other 4xx are given up at once', () => {
    for (const status of [301, 302, 307, 400, 401, 403, 404, 410, 413, 422]) expect(outcomeOfStatus(status)).toBe('give-up');
  });
});
