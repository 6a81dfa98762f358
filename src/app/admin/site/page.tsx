import type { Metadata } from 'next';
import { z } from '@/lib/zod';
import { AdminShell } from '@/features/admin/admin-shell';
import type { FieldSchema } from '@/features/admin/record-editor';
import { SiteFactsEditor } from '@/features/admin/site-facts-editor';
import { formatRiyadhClock, formatRiyadhShortDate } from '@/lib/riyadh-time';
import { coreSystems } from '@/content/core-systems';
import { platformFeatures } from '@/content/platform-features';
import { siteFactsSchema } from '@/schemas/site-facts';
import { requireAdminPage } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { latestVersion, listVersions, readDraft } from '@/server/site-facts/store';
import { staffLocale, staffText } from '@/server/staff/language';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await staffText())('site.title') };
}

/** The editor's form is drawn from the schema the server validates with (as JSON Schema). */
const editorSchema = z.toJSONSchema(siteFactsSchema, { io: 'input', unrepresentable: 'any' }) as FieldSchema;

/** Editors draft the business's facts and preview them; admins publish and restore versions. */
export default async function SiteFactsPage() {
  const admin = await requireAdminPage('/admin/site', 'editor');
  const locale = await staffLocale();
  const t = await staffText();
  const db = getDatabase().db;
  const [draft, latest, versions] = await Promise.all([readDraft(db), latestVersion(db), listVersions(db)]);
  const prefix = locale === 'ar' ? '/ar' : '';
  const previews: [string, string][] = [
    [t('site.fields.company'), `${prefix}/about`],
    [t('site.fields.security'), `${prefix}/trust`],
    [t('site.fields.integrations'), `${prefix}/integrations`],
    [t('site.fields.references'), `${prefix}/`],
    [t('site.fields.screenshots'), `${prefix}/feature/${draft.product?.screenshots?.[0]?.page ?? 'ppm'}`],
    [t('site.fields.plans'), `${prefix}/pricing`],
    [t('site.fields.support'), `${prefix}/resources/support`],
  ];
  return (
    <AdminShell username={admin.username} current="/admin/site" title={t('site.title')}>
      <p className="mb-6 max-w-3xl text-muted">{t('site.intro')}</p>
      <SiteFactsEditor
        schema={editorSchema}
        draft={draft as Record<string, unknown>}
        version={latest?.version ?? 0}
        versions={versions.map((row) => ({ version: row.version, changes: row.changes, publishedBy: row.publishedBy, when: `${formatRiyadhShortDate(row.publishedAt, locale)} ${formatRiyadhClock(row.publishedAt, locale)}`, restoredFrom: row.restoredFrom }))}
        canPublish={admin.role === 'admin'}
        previews={previews}
        choiceNames={Object.fromEntries([...coreSystems, ...platformFeatures].map((page) => [page.id, page.name[locale]]))}
      />
    </AdminShell>
  );
}
