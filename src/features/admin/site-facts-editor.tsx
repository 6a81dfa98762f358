'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { ChoiceNames, cleaned, RecordFields, type FieldSchema } from './record-editor';
import { useSiteWords } from './site-words';
import { staffRequest } from './staff-request';

export interface VersionRow {
  version: number;
  changes: string[];
  publishedBy: string | null;
  /** When, as the staff member reads dates. */
  when: string;
  restoredFrom: number | null;
}

interface SiteFactsEditorProps {
  /** The site-facts schema as JSON Schema: the same schema the server validates with. */
  schema: FieldSchema;
  draft: Record<string, unknown>;
  version: number;
  versions: VersionRow[];
  canPublish: boolean;
  /** The pages a publish changes, for the preview links: `[label, path]`. */
  previews: [string, string][];
  /** Names of the pages a screenshot can be shown on, by id, in the staff language. */
  choiceNames: Record<string, string>;
}

function setAt(record: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(record)) return record.map((item, index) => (String(index) === head ? setAt(item, rest, value) : item));
  const base = record && typeof record === 'object' ? (record as Record<string, unknown>) : {};
  return { ...base, [head!]: setAt(base[head!], rest, value) };
}

/**
 * The business's facts, edited in both languages side by side: every field drawn from the schema the
 * server checks with. Editors save the draft and preview it; admins publish and restore versions.
 */
export function SiteFactsEditor({ schema, draft: initial, version, versions, canPublish, previews, choiceNames }: SiteFactsEditorProps) {
  const t = useSiteWords();
  const router = useRouter();
  const [draft, setDraft] = useState<Record<string, unknown>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'save' | 'publish' | number | null>(null);
  const network = t('network');

  const groups = Object.entries(schema.properties ?? {});
  const change = (path: string[], value: unknown) => setDraft((current) => setAt(current, path, value) as Record<string, unknown>);

  async function save(): Promise<boolean> {
    setBusy('save');
    // Every group is sent, an emptied one as empty, so clearing a group clears it.
    const body = Object.fromEntries(groups.map(([group, groupSchema]) => [group, cleaned(draft[group]) ?? (groupSchema.type === 'array' ? [] : {})]));
    const answer = await staffRequest<{ errors?: Record<string, string> }>('/api/admin/site-facts', 'PUT', body, network);
    setBusy(null);
    setErrors(answer.data.errors ?? {});
    toast(answer.ok ? { title: answer.message ?? '' } : { variant: 'destructive', title: answer.message ?? network });
    return answer.ok;
  }

  async function publish() {
    if (!(await save())) return;
    setBusy('publish');
    const answer = await staffRequest('/api/admin/site-facts/publish', 'POST', undefined, network);
    setBusy(null);
    toast(answer.ok ? { title: answer.message ?? '' } : { variant: 'destructive', title: answer.message ?? network });
    if (answer.ok) router.refresh();
  }

  async function restore(from: number) {
    if (!window.confirm(t('restoreConfirm', { version: from }))) return;
    setBusy(from);
    const answer = await staffRequest(`/api/admin/site-facts/versions/${from}/restore`, 'POST', undefined, network);
    setBusy(null);
    toast(answer.ok ? { title: answer.message ?? '' } : { variant: 'destructive', title: answer.message ?? network });
    if (answer.ok) window.location.reload();
  }

  const errorCount = Object.keys(errors).length;
  return (
    <ChoiceNames value={choiceNames}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <form
          className="grid gap-8"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {errorCount ? (
            <p role="alert" className="rounded-xl border border-danger/40 bg-danger-50 p-4 text-sm font-medium text-danger">
              {t('fixFields', { count: errorCount })}
            </p>
          ) : null}
          {groups.map(([group, groupSchema]) => (
            <section key={group} aria-labelledby={`group-${group}`} className="grid gap-4 rounded-2xl border border-line bg-white p-5 sm:p-6" data-group={group}>
              <div>
                <h2 id={`group-${group}`} className="text-xl font-bold text-navy-900">
                  {t(`groups.${group}.title`)}
                </h2>
                <p className="mt-1 text-sm text-muted">{t(`groups.${group}.help`)}</p>
              </div>
              <RecordFields schema={groupSchema.type === 'array' ? { type: 'object', properties: { [group]: groupSchema } } : groupSchema} value={groupSchema.type === 'array' ? { [group]: draft[group] } : draft[group]} path={groupSchema.type === 'array' ? [] : [group]} errors={errors} onChange={(path, value) => change(path, value)} />
            </section>
          ))}
          <div className="sticky bottom-0 flex flex-wrap gap-3 border-t border-line bg-white/95 py-4 backdrop-blur">
            <Button type="submit" disabled={busy !== null}>
              {busy === 'save' ? t('saving') : t('save')}
            </Button>
            {canPublish ? (
              <Button type="button" variant="outline" disabled={busy !== null} onClick={() => void publish()}>
                {busy === 'publish' ? t('publishing') : t('publish')}
              </Button>
            ) : (
              <p className="self-center text-sm text-muted">{t('editorNote')}</p>
            )}
          </div>
        </form>

        <aside className="grid content-start gap-6">
          <section aria-labelledby="preview-title" className="rounded-2xl border border-line bg-white p-5">
            <h2 id="preview-title" className="font-semibold text-navy-900">
              {t('previewTitle')}
            </h2>
            <p className="mt-1 text-sm text-muted">{t('previewHelp')}</p>
            <ul className="mt-3 grid gap-1">
              {previews.map(([label, path]) => (
                <li key={path}>
                  <a href={`/api/admin/site-facts/preview?path=${encodeURIComponent(path)}`} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center text-sm font-medium text-teal-700 underline-offset-2 hover:underline">
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="versions-title" className="rounded-2xl border border-line bg-white p-5">
            <h2 id="versions-title" className="font-semibold text-navy-900">
              {t('versionsTitle')}
            </h2>
            <p className="mt-1 text-sm text-muted">{version ? t('published', { version }) : t('nothingPublished')}</p>
            <ol className="mt-3 grid gap-3">
              {versions.map((row) => (
                <li key={row.version} className="rounded-xl bg-canvas p-3 text-sm" data-version={row.version}>
                  <p className="font-semibold text-navy-900">{t('versionLine', { version: row.version, who: row.publishedBy ?? '—', when: row.when })}</p>
                  <p className="mt-1 text-muted">{row.restoredFrom ? t('restoredFrom', { version: row.restoredFrom }) : row.changes.map((field) => (t.has(`fields.${field.split('.').at(-1)}`) ? t(`fields.${field.split('.').at(-1)}`) : field)).join(t('separator'))}</p>
                  {canPublish && row.version !== version ? (
                    <Button type="button" size="sm" variant="outline" className="mt-2" disabled={busy !== null} onClick={() => void restore(row.version)}>
                      {t('restore', { version: row.version })}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
        </aside>
      </div>
    </ChoiceNames>
  );
}
