/**
 * Files staff upload for the site facts: a certificate's PDF, a customer's logo, product screenshots.
 * Each is told apart by its bytes, refused with a reason a person can act on, stored with its audit row,
 * served from the database under an unguessable id, and referred to by the facts only when it exists
 * and is of the kind the field takes.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('next/cache', () => ({ revalidateTag: () => undefined, unstable_cache: (fn: () => unknown) => fn }));

import { PUT } from '@/app/api/admin/site-facts/route';
import { POST as uploadFile } from '@/app/api/admin/site-facts/files/route';
import { GET as serveFile } from '@/app/media/site/[id]/[file]/route';
import { findAdminByUsername, upsertAdmin } from '@/server/auth/admins';
import { createSession, SESSION_COOKIE } from '@/server/auth/sessions';
import { databaseKinds, type TestDatabase } from '../support/databases';
import { createRouteDatabase } from '../support/route-database';

const HOST = 'localhost:3000';

/** A small, valid one-page PDF. */
function pdf(padding = 0): Buffer {
  const body = '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n';
  return Buffer.concat([Buffer.from(body), Buffer.alloc(padding, 0x20), Buffer.from('trailer << /Root 1 0 R >>\n%%EOF\n')]);
}

const screen = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#e6ecf5' } }).png().toBuffer();

function upload(file: Buffer | null, token: string | null, name = 'file.bin') {
  const data = new FormData();
  if (file) data.set('file', new File([new Uint8Array(file)], name));
  const headers: Record<string, string> = { host: HOST, origin: `http://${HOST}` };
  if (token) headers.cookie = `${SESSION_COOKIE}=${token}`;
  return uploadFile(new Request(`http://${HOST}/api/admin/site-facts/files`, { method: 'POST', headers, body: data }), undefined);
}

function put(token: string, body: unknown) {
  const headers = { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${token}` };
  return PUT(new Request(`http://${HOST}/api/admin/site-facts`, { method: 'PUT', headers, body: JSON.stringify(body) }), undefined);
}

const media = (id: string, file: string) => serveFile(new Request(`http://${HOST}/media/site/${id}/${file}`), { params: Promise.resolve({ id, file }) });

describe.each(databaseKinds)('site files on %s', (kind) => {
  let database: TestDatabase;
  let editor: string;
  beforeAll(async () => {
    database = await createRouteDatabase(kind);
    await upsertAdmin(database.db, 'files-editor', 'correct horse battery staple', 'editor');
    editor = (await createSession(database.db, (await findAdminByUsername(database.db, 'files-editor'))!.id)).token;
    await database.db.updateTable('admins').set({ locale: 'en' }).where('username', '=', 'files-editor').execute();
  });
  afterAll(async () => database.drop());

  const stored = async () => (await database.db.selectFrom('site_files').select('id').execute()).length;

  it('refuses what is not a PDF or an image, an empty upload, a PDF over 10 MB and a tiny image, storing nothing', async () => {
    expect((await upload(pdf(), null)).status).toBe(401);
    const cases: [Buffer | null, number, string][] = [
      [Buffer.from('<html><script>alert(1)</script></html>'), 415, 'Upload a PDF, or a PNG, JPEG or WebP image.'],
      [Buffer.from('%PDF-1.4 but never ends'), 415, 'Upload a PDF, or a PNG, JPEG or WebP image.'],
      [null, 400, 'Choose a file to upload.'],
      [pdf(10 * 1024 * 1024), 413, 'The file is too large: a PDF may be up to 10 MB.'],
      [await screen(120, 60), 422, 'This image is too small: it needs to be at least 240 pixels wide.'],
    ];
    for (const [file, status, message] of cases) {
      const answer = await upload(file, editor);
      expect(answer.status, message).toBe(status);
      expect(((await answer.json()) as { message: string }).message).toBe(message);
    }
    // Not a form upload, and a form upload that cannot be read.
    const raw = (body: string, type: string) =>
      uploadFile(new Request(`http://${HOST}/api/admin/site-facts/files`, { method: 'POST', headers: { host: HOST, origin: `http://${HOST}`, cookie: `${SESSION_COOKIE}=${editor}`, 'content-type': type }, body }), undefined);
    expect((await raw('{"file":"x"}', 'application/json')).status).toBe(415);
    const broken = await raw('--zz\r\nbroken', 'multipart/form-data; boundary=zz');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { message: string }).message).toBe('The upload could not be read. Please choose the file again.');
    expect(await stored()).toBe(0);
  });

  it('stores a PDF and a screenshot with their audit rows, and serves them by id', async () => {
    const document = await upload(pdf(), editor, 'ISO 27001 certificate.pdf');
    expect(document.status).toBe(201);
    const { file: certificate } = (await document.json()) as { file: { id: string; kind: string; name: string } };
    expect(certificate).toMatchObject({ kind: 'pdf', name: 'ISO 27001 certificate.pdf' });
    expect(certificate.id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const image = await upload(await screen(1280, 800), editor, 'work-orders.png');
    expect(image.status).toBe(201);
    const { file: shot } = (await image.json()) as { file: { id: string; width: number; height: number } };
    expect(shot).toMatchObject({ kind: 'image', width: 960, height: 600 });

    const served = await media(certificate.id, 'document.pdf');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-security-policy')).toBe('sandbox');
    expect(served.headers.get('content-disposition')).toContain("filename*=UTF-8''ISO%2027001%20certificate.pdf");
    expect(Buffer.from(await served.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const variant = await media(shot.id, '480.webp');
    expect(variant.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(480);
    for (const [id, file] of [[shot.id, '1600.webp'], [shot.id, 'document.pdf'], [certificate.id, '480.avif'], ['A'.repeat(22), '480.webp'], [shot.id, '../etc.webp']]) {
      expect((await media(id!, file!)).status, `${id}/${file}`).toBe(404);
    }
    const audit = await database.db.selectFrom('audit_log').select(['action', 'target_id']).where('action', '=', 'site-facts.file-upload').execute();
    expect(audit.map((row) => row.target_id).sort()).toEqual([certificate.id, shot.id].sort());

    // The facts refer to stored files of the right kind only; the server fills in their names and sizes.
    const certification = { name: 'ISO 27001', status: 'held', issuer: 'BSI' };
    const wrongKind = await put(editor, { security: { certifications: [{ ...certification, evidenceFile: { id: shot.id } }] }, product: { screenshots: [{ page: 'work-order', image: { id: certificate.id }, alt: { en: 'The work order list', ar: 'قائمة أوامر العمل' }, interface: 'ar' }] } });
    expect(wrongKind.status).toBe(400);
    expect(((await wrongKind.json()) as { errors: Record<string, string> }).errors).toEqual({
      'security.certifications.0.evidenceFile': 'This field takes an uploaded PDF: upload the document again.',
      'product.screenshots.0.image': 'This field takes an uploaded image: upload it again.',
    });
    const unknown = await put(editor, { references: [{ name: { en: 'Client', ar: 'عميل' }, sector: { en: 'Retail', ar: 'التجزئة' }, city: { en: 'Riyadh', ar: 'الرياض' }, logo: { id: 'B'.repeat(22) }, permission: true }] });
    expect(((await unknown.json()) as { errors: Record<string, string> }).errors).toEqual({ 'references.0.logo': 'This field takes an uploaded image: upload it again.' });

    const saved = await put(editor, {
      security: { certifications: [{ ...certification, evidenceFile: { id: certificate.id, name: 'forged.exe', width: 5 } }] },
      product: { screenshots: [{ page: 'work-order', image: { id: shot.id }, alt: { en: 'The work order list', ar: 'قائمة أوامر العمل' }, interface: 'ar' }] },
    });
    expect(saved.status).toBe(200);
    const { draft } = (await saved.json()) as { draft: { security: { certifications: { evidenceFile: unknown }[] }; product: { screenshots: { image: unknown }[] } } };
    expect(draft.security.certifications[0]!.evidenceFile).toEqual({ id: certificate.id, name: 'ISO 27001 certificate.pdf' });
    expect(draft.product.screenshots[0]!.image).toEqual({ id: shot.id, name: 'work-orders.png', width: 960, height: 600 });
  });
});
