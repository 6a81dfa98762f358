import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeCoverVariants, MAX_COVER_PIXELS } from '@/server/blog/cover-images';

/** A photo-like JPEG or WebP of the largest accepted size (fine grain everywhere: the costliest to encode), under the 5 MB upload limit. */
async function largestPhoto(format: 'jpeg' | 'webp'): Promise<Buffer> {
  const image = sharp({ create: { width: 6100, height: 4090, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).blur(1.2);
  return format === 'jpeg' ? image.jpeg({ quality: 70 }).toBuffer() : image.webp({ quality: 50 }).toBuffer();
}

/** CPU seconds (every thread of this process: libvips's too) spent by `run`. */
async function cpuSeconds(run: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  await run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

describe('the cost of one cover upload', () => {
  it('refuses an image over the pixel cap from its header, before decoding', async () => {
    const side = Math.ceil(Math.sqrt(MAX_COVER_PIXELS)) + 1;
    const flat = await sharp({ create: { width: side, height: side, channels: 3, background: '#0b1f3a' } }).png().toBuffer();
    let result: Awaited<ReturnType<typeof makeCoverVariants>> | undefined;
    expect(await cpuSeconds(async () => (result = await makeCoverVariants(flat)))).toBeLessThan(0.5);
    expect(result).toEqual({ ok: false, error: 'pixels' });
    expect(sharp.concurrency()).toBe(1);
  });

  it.each(['jpeg', 'webp'] as const)('makes every variant of the largest %s photo with under 3 s of CPU', async (format) => {
    const input = await largestPhoto(format);
    expect(input.length).toBeLessThan(5 * 1024 * 1024);
    let result: Awaited<ReturnType<typeof makeCoverVariants>> | undefined;
    const seconds = await cpuSeconds(async () => (result = await makeCoverVariants(input)));
    console.info(`[cover cost] ${format} ${(input.length / 1e6).toFixed(1)} MB, 6100 x 4090: ${seconds.toFixed(2)} s of CPU`);
    expect(result).toMatchObject({ ok: true, width: 1600, height: 900 });
    expect(seconds).toBeLessThan(3);
  }, 60_000);
});
