import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DELETE as deleteCover, POST as uploadCover } from '@/app/api/admin/blog/[id]/cover/route';
import { GET as serveCover } from '@/app/media/blog/[postId]/[version]/[file]/route';
import { blogPostSchema } from '@/schemas/blog-post';
import { coverUrl, type BlogCover } from '@/lib/blog-cover';
import { findAdminByUsername, upsertAdmin } from '@/server/auth/admins';
import { createSession, SESSION_COOKIE } from '@/server/auth/sessions';
import { createBlogPost, deleteBlogPost, listPublishedPosts, type BlogPost } from '@/server/blog/posts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases';

const HOST = 'localhost:3000';

/** A photo-like test picture: gradients and shapes with a little grain, so encoders have real work. */
async function picture(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#f6c27a"/><stop offset="1" stop-color="#6b3b2a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.35}" r="${height * 0.12}" fill="#fff3c4"/>
    <rect x="${width * 0.1}" y="${height * 0.45}" width="${width * 0.25}" height="${height * 0.55}" fill="#2a2f3a"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** An upright-looking landscape stored sideways, as phones do: EXIF orientation 6 and a GPS position. */
async function cameraJpeg() {
  return sharp(await picture(1600, 1000))
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'TestCam', Model: 'Cover 1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 42/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '46/1 40/1 10/1' } })
    .toBuffer();
}

/** A real PNG whose header claims 20,000 x 20,000 pixels (a decompression bomb's shape). */
async function hugePngHeader() {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b1f3a' } }).png().toBuffer();
  // IHDR: length (4) + "IHDR" (4) from byte 8; width and height are its first 8 data bytes.
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

function form(file: Buffer | null, { name = 'cover.jpg', type = 'image/jpeg', alt = 'Chiller plant on a rooftop' }: { name?: string; type?: string; alt?: string | null } = {}) {
  const data = new FormData();
  if (file) data.set('file', new File([new Uint8Array(file)], name, { type }));
  if (alt !== null) data.set('alt', alt);
  return data;
}

function post(path: string, body: BodyInit, { cookie, origin, headers = {} }: { cookie?: string; origin?: string; headers?: Record<string, string> } = {}) {
  const all: Record<string, string> = { host: HOST, ...headers };
  if (cookie) all.cookie = `${SESSION_COOKIE}=${cookie}`;
  if (origin) all.origin = origin;
  return new Request(`http://${HOST}${path}`, { method: 'POST', headers: all, body, duplex: 'half' } as RequestInit);
}

const context = (id: string) => ({ params: Promise.resolve({ id }) });
const fileContext = (postId: string, version: string, file: string) => ({ params: Promise.resolve({ postId, version, file }) });

describe.each(databaseKinds)('blog covers on %s', (kind) => {
  let database: TestDatabase;
  let token: string;
  let english: BlogPost;
  let arabic: BlogPost;

  const storedRows = async () => ({
    covers: (await database.db.selectFrom('blog_post_covers').select('post_id').execute()).length,
    files: (await database.db.selectFrom('blog_post_cover_files').select('post_id').execute()).length,
  });
  const upload = (id: string, body: BodyInit, options?: Parameters<typeof post>[2]) => uploadCover(post(`/api/admin/blog/${id}/cover`, body, { cookie: token, ...options }), context(id));
  const remove = (id: string, cookie = token) =>
    deleteCover(new Request(`http://${HOST}/api/admin/blog/${id}/cover`, { method: 'DELETE', headers: { host: HOST, cookie: `${SESSION_COOKIE}=${cookie}` } }), context(id));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    (globalThis as { siyanaDatabase?: unknown }).siyanaDatabase = database;
    await upsertAdmin(database.db, 'covers', 'correct horse battery staple');
    token = (await createSession(database.db, (await findAdminByUsername(database.db, 'covers'))!.id)).token;
    english = await createBlogPost(database.db, blogPostSchema.parse({ title: 'Chiller care', locale: 'en', category: 'energy', content: 'Clean the coils.', author: 'Sara', published: true }));
    arabic = await createBlogPost(database.db, blogPostSchema.parse({ title: 'صيانة المبردات', locale: 'ar', category: 'maintenance', content: 'نظّف الملفات.', author: 'سارة', published: true }));
  });
  afterAll(async () => {
    (globalThis as { siyanaDatabase?: unknown }).siyanaDatabase = undefined;
    await database.drop();
  });
  beforeEach(async () => {
    await database.db.deleteFrom('blog_post_cover_files').execute();
    await database.db.deleteFrom('blog_post_covers').execute();
  });

  it('turns a camera JPEG upright, cuts it to 16:9, strips EXIF and GPS, and stores AVIF and WebP per width', async () => {
    const input = await cameraJpeg();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('TestCam');

    const response = await upload(english.id, form(input));
    expect(response.status).toBe(201);
    const { data, message } = (await response.json()) as { data: BlogCover; message: string };
    expect(message).toBe('تم رفع صورة الغلاف');
    // Upright it is 1000 x 1600: its widest 16:9 cut is 1000 px, so 1600 is not made (never enlarged).
    expect(data).toMatchObject({ alt: 'Chiller plant on a rooftop', width: 960, height: 540 });
    expect(data.version).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const files = await database.db.selectFrom('blog_post_cover_files').selectAll().where('post_id', '=', english.id).orderBy('width').orderBy('format').execute();
    expect(files.map((file) => `${file.format}@${file.width}`)).toEqual(['avif@480', 'webp@480', 'avif@960', 'webp@960']);
    for (const file of files) {
      const metadata = await sharp(file.bytes).metadata();
      expect(metadata.format).toBe(file.format === 'avif' ? 'heif' : 'webp');
      expect([metadata.width, metadata.height]).toEqual([file.width, (file.width * 9) / 16]);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(Buffer.from(file.bytes).includes('TestCam')).toBe(false);
    }
  });

  it('accepts PNG and WebP, makes every width the image allows, and a new upload replaces the old one', async () => {
    const png = await upload(english.id, form(await picture(2000, 1200), { name: 'plant.png', type: 'image/png' }));
    expect(png.status).toBe(201);
    const first = ((await png.json()) as { data: BlogCover }).data;
    expect(first).toMatchObject({ width: 1600, height: 900 });
    expect(await storedRows()).toEqual({ covers: 1, files: 6 });

    const webpBytes = await sharp(await picture(1000, 600)).webp().toBuffer();
    // The declared type and name do not matter; the bytes do.
    const webp = await upload(english.id, form(webpBytes, { name: 'plant.bin', type: 'application/octet-stream', alt: 'Rooftop plant' }));
    expect(webp.status).toBe(201);
    const second = ((await webp.json()) as { data: BlogCover }).data;
    expect(second).toMatchObject({ width: 960, height: 540, alt: 'Rooftop plant' });
    expect(second.version).not.toBe(first.version);
    expect(await storedRows()).toEqual({ covers: 1, files: 4 });

    // The replaced version's URLs are gone; the new ones serve.
    const [, , , postId, oldVersion, oldFile] = coverUrl(english.id, first, 480, 'webp').split('/');
    expect((await serveCover(new Request('http://x'), fileContext(postId!, oldVersion!, oldFile!))).status).toBe(404);
  });

  it('wants alt text in the post language', async () => {
    const image = await picture(960, 540);
    const arabicOk = await upload(arabic.id, form(image, { alt: 'محطة تبريد على سطح مبنى' }));
    expect(arabicOk.status).toBe(201);
    const wrongLanguage = await upload(arabic.id, form(image, { alt: 'Rooftop chiller plant' }));
    expect(wrongLanguage.status).toBe(400);
    expect(((await wrongLanguage.json()) as { message: string }).message).toBe('اكتب النص البديل بالعربية، لغة المقال.');
    const tooLong = await upload(english.id, form(image, { alt: 'a'.repeat(201) }));
    expect(tooLong.status).toBe(400);
    expect(await storedRows()).toEqual({ covers: 1, files: 4 });
  });

  it('refuses every bad upload with an Arabic message and stores nothing', async () => {
    const jpeg = await sharp(await picture(1200, 700)).jpeg().toBuffer();
    const gif = await sharp(await picture(960, 540)).gif().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><script>alert(1)</script><rect width="1600" height="900"/></svg>');
    const corrupt = Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(50_000, 0x5a)]);
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const cases: [string, Promise<Response>, number, RegExp][] = [
      ['zero bytes', upload(english.id, form(Buffer.alloc(0))), 400, /فارغ/],
      ['no file', upload(english.id, form(null)), 400, /لم تُرفق/],
      ['text renamed .jpg', upload(english.id, form(Buffer.from('just some text, not a picture\n'.repeat(100)))), 415, /JPEG أو PNG أو WebP/],
      ['SVG with a script', upload(english.id, form(svg, { name: 'cover.jpg', type: 'image/jpeg' })), 415, /JPEG أو PNG أو WebP/],
      ['SVG declared as SVG', upload(english.id, form(svg, { name: 'cover.svg', type: 'image/svg+xml' })), 415, /JPEG أو PNG أو WebP/],
      ['GIF', upload(english.id, form(gif, { name: 'cover.gif', type: 'image/gif' })), 415, /JPEG أو PNG أو WebP/],
      ['corrupt JPEG', upload(english.id, form(corrupt)), 422, /تالفاً/],
      ['truncated JPEG', upload(english.id, form(truncated)), 422, /تالفاً/],
      ['too many pixels', upload(english.id, form(await hugePngHeader(), { name: 'bomb.png', type: 'image/png' })), 422, /ميجابكسل/],
      ['too small', upload(english.id, form(await picture(400, 300))), 422, /480/],
      ['missing alt', upload(english.id, form(jpeg, { alt: null })), 400, /نصاً بديلاً/],
      ['blank alt', upload(english.id, form(jpeg, { alt: '   ' })), 400, /نصاً بديلاً/],
      ['not multipart', upload(english.id, JSON.stringify({ alt: 'x' }), { headers: { 'content-type': 'application/json' } }), 415, /multipart/],
      ['not signed in', uploadCover(post(`/api/admin/blog/${english.id}/cover`, form(jpeg)), context(english.id)), 401, /تسجيل الدخول/],
      ['forged session', uploadCover(post(`/api/admin/blog/${english.id}/cover`, form(jpeg), { cookie: 'forged' }), context(english.id)), 401, /تسجيل الدخول/],
      ['another site', upload(english.id, form(jpeg), { origin: 'https://evil.example' }), 403, /مواقع أخرى/],
      ['unknown post', upload('00000000-0000-4000-8000-000000000000', form(jpeg)), 404, /غير موجود/],
    ];
    for (const [name, pending, status, message] of cases) {
      const response = await pending;
      const body = (await response.json()) as { success: boolean; message: string };
      expect({ name, status: response.status, success: body.success }).toEqual({ name, status, success: false });
      expect(body.message, name).toMatch(message);
    }
    expect(await storedRows()).toEqual({ covers: 0, files: 0 });
  });

  it('refuses a 20 MB body from its declared length, and stops reading an undeclared one at the limit', async () => {
    let pulled = 0;
    const twentyMegabytes = () =>
      new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            if (pulled >= 20 * 1024 * 1024) return controller.close();
            pulled += 256 * 1024;
            controller.enqueue(new Uint8Array(256 * 1024).fill(0x41));
          },
        },
        // Nothing is pulled until the handler reads.
        { highWaterMark: 0 },
      );
    const multipart = { 'content-type': 'multipart/form-data; boundary=----cover' };

    const declared = await upload(english.id, twentyMegabytes(), { headers: { ...multipart, 'content-length': String(20 * 1024 * 1024) } });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { message: string }).message).toMatch(/5 ميجابايت/);
    expect(pulled).toBe(0);

    const streamed = await upload(english.id, twentyMegabytes(), { headers: multipart });
    expect(streamed.status).toBe(413);
    expect(pulled).toBeLessThan(6 * 1024 * 1024);

    // A file just over 5 MB inside a body that fits the framing allowance is refused too.
    const justOver = await upload(english.id, form(Buffer.concat([await sharp(await picture(960, 540)).jpeg().toBuffer(), Buffer.alloc(5 * 1024 * 1024)])));
    expect(justOver.status).toBe(413);
    expect(await storedRows()).toEqual({ covers: 0, files: 0 });
  });

  it('serves a variant with its type and a year-long immutable cache, and 404 for anything else', async () => {
    const response = await upload(english.id, form(await picture(1700, 1000)));
    const cover = ((await response.json()) as { data: BlogCover }).data;
    const get = (postId: string, version: string, file: string) => serveCover(new Request(`http://${HOST}/media/blog/${postId}/${version}/${file}`), fileContext(postId, version, file));

    for (const [file, type] of [
      ['1600.avif', 'image/avif'],
      ['960.webp', 'image/webp'],
      ['480.webp', 'image/webp'],
    ] as const) {
      const served = await get(english.id, cover.version, file);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(served.headers.get('content-length')).toBe(String(bytes.length));
      expect((await sharp(bytes).metadata()).width).toBe(Number(file.split('.')[0]));
    }
    const missing = [
      [english.id, cover.version, '720.webp'],
      [english.id, cover.version, '960.png'],
      [english.id, cover.version, '960.jpg'],
      [english.id, 'A'.repeat(22), '960.webp'],
      [english.id, '..', '960.webp'],
      [arabic.id, cover.version, '960.webp'],
      ['not-a-post', cover.version, '960.webp'],
    ];
    for (const [postId, version, file] of missing) {
      const answer = await get(postId!, version!, file!);
      expect(answer.status, `${postId}/${version}/${file}`).toBe(404);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('lists published posts with their covers in one query, and removes a cover or a post with its files', async () => {
    await upload(english.id, form(await picture(960, 540), { alt: 'Coils' }));
    let queries = 0;
    const counting = database.db.withPlugin({
      transformQuery: ({ node }) => (queries++, node),
      transformResult: async ({ result }) => result,
    });
    const posts = await listPublishedPosts(counting, 'en');
    expect(queries).toBe(1);
    expect(posts.find((item) => item.id === english.id)?.cover).toMatchObject({ alt: 'Coils', width: 960, height: 540 });
    expect((await listPublishedPosts(database.db, 'ar')).find((item) => item.id === arabic.id)?.cover).toBeNull();

    expect((await remove(english.id, 'forged')).status).toBe(401);
    const removed = await remove(english.id);
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { message: string }).message).toBe('تمت إزالة صورة الغلاف');
    expect(await storedRows()).toEqual({ covers: 0, files: 0 });
    expect((await remove(english.id)).status).toBe(404);

    const doomed = await createBlogPost(database.db, blogPostSchema.parse({ title: 'Doomed', locale: 'en', content: 'x', author: 'Sara' }));
    expect((await upload(doomed.id, form(await picture(960, 540)))).status).toBe(201);
    await deleteBlogPost(database.db, doomed.id);
    expect(await storedRows()).toEqual({ covers: 0, files: 0 });
  });
});
