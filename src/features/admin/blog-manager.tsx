'use client';

import { ExternalLink as externalLinkIcon, Pencil as pencilIcon, Plus as plusIcon, Trash2 as trash2Icon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Label, Select } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { cx } from '@/lib/cn';
import { blogCopy as copy, fill } from './copy';
import { CoverField } from './cover-field';
import { ConfirmDeleteDialog, EditorDialog, EditorDialogCancel, sendJson } from './manager-parts';
import { blogCategories, type BlogPost } from '@/schemas/blog-post';

const ExternalLink = createIcon(externalLinkIcon);
const Pencil = createIcon(pencilIcon);
const Plus = createIcon(plusIcon);
const Trash2 = createIcon(trash2Icon);

export type AdminPost = Omit<BlogPost, 'updatedAt'>;

type Draft = Omit<AdminPost, 'id' | 'createdAt' | 'publishedDate' | 'excerpt' | 'translationId' | 'cover'> & { excerpt: string; translationId: string };

const emptyDraft: Draft = { slug: '', locale: 'ar', category: 'maintenance', title: '', excerpt: '', content: '', author: '', published: false, translationId: '' };

const dateFormat = new Intl.DateTimeFormat('ar-SA-u-nu-latn-ca-gregory', { dateStyle: 'medium', timeZone: 'Asia/Riyadh' });

const send = (url: string, method: string, body?: unknown) => sendJson<{ success?: boolean; message?: string; data?: unknown; html?: string }>(url, method, body);

/** The blog list with its create/edit dialog and delete confirmation (spec §2.10, §8). */
export function BlogManager({ initialPosts }: { initialPosts: AdminPost[] }) {
  const [posts, setPosts] = useState(initialPosts);
  // `locale`: the saved post's language, which its cover's alt text must be written in.
  const [editing, setEditing] = useState<{ id?: string; locale?: Draft['locale']; draft: Draft } | null>(null);
  const [deleting, setDeleting] = useState<AdminPost | null>(null);
  const [busy, setBusy] = useState(false);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [previewHtml, setPreviewHtml] = useState('');

  async function reload() {
    try {
      const { ok, data } = await send('/api/admin/blog', 'GET');
      if (ok) setPosts(data.data as AdminPost[]);
      else toast({ variant: 'destructive', title: copy.errorTitle, description: copy.loadFailed });
    } catch {
      toast({ variant: 'destructive', title: copy.errorTitle, description: copy.loadError });
    }
  }

  function open(post?: AdminPost) {
    setTab('write');
    setEditing(
      post
        ? { id: post.id, locale: post.locale, draft: { slug: post.slug, locale: post.locale, category: post.category, title: post.title, excerpt: post.excerpt ?? '', content: post.content, author: post.author, published: post.published, translationId: post.translationId ?? '' } }
        : { draft: emptyDraft },
    );
  }

  function update<K extends keyof Draft>(key: K, value: Draft[K]) {
    setEditing((current) => (current ? { ...current, draft: { ...current.draft, [key]: value } } : current));
  }

  async function showPreview() {
    setTab('preview');
    const { ok, data } = await send('/api/admin/blog/preview', 'POST', { content: editing?.draft.content ?? '' }).catch(() => ({ ok: false, data: {} as { html?: string } }));
    setPreviewHtml(ok ? (data.html ?? '') : '');
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const { draft, id } = editing;
    if (!draft.title.trim() || !draft.content.trim() || !draft.author.trim()) {
      toast({ variant: 'destructive', title: copy.invalidTitle, description: copy.invalidText });
      return;
    }
    setBusy(true);
    try {
      const { ok, data } = await send(id ? `/api/admin/blog/${id}` : '/api/admin/blog', id ? 'PUT' : 'POST', { ...draft, translationId: draft.translationId || null });
      if (ok) {
        toast({ title: copy.successTitle, description: data.message });
        setEditing(null);
        await reload();
      } else toast({ variant: 'destructive', title: copy.errorTitle, description: data.message || copy.saveFailed });
    } catch {
      toast({ variant: 'destructive', title: copy.errorTitle, description: copy.saveError });
    }
    setBusy(false);
  }

  async function remove() {
    if (!deleting) return;
    setBusy(true);
    try {
      const { ok, data } = await send(`/api/admin/blog/${deleting.id}`, 'DELETE');
      if (ok) {
        toast({ title: copy.successTitle, description: data.message });
        await reload();
      } else toast({ variant: 'destructive', title: copy.errorTitle, description: copy.deleteFailed });
    } catch {
      toast({ variant: 'destructive', title: copy.errorTitle, description: copy.deleteError });
    }
    setDeleting(null);
    setBusy(false);
  }

  /** A cover is saved on its own request; the list keeps it so the dialog shows it when reopened. */
  function coverChanged(id: string, cover: AdminPost['cover']) {
    setPosts((current) => current.map((post) => (post.id === id ? { ...post, cover } : post)));
  }

  const editedCover = editing?.id ? (posts.find((post) => post.id === editing.id)?.cover ?? null) : null;
  const translations = editing ? posts.filter((post) => post.locale !== editing.draft.locale && post.id !== editing.id) : [];

  return (
    <div>
      <div className="mb-4 flex items-center justify-between gap-3">
        <p className="text-sm text-muted">{fill(copy.count, { count: posts.length })}</p>
        <Button onClick={() => open()}>
          <Plus aria-hidden />
          {copy.newPost}
        </Button>
      </div>
      {posts.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white p-10 text-center text-muted">{copy.empty}</p>
      ) : (
        <ul className="grid gap-3">
          {posts.map((post) => (
            <li key={post.id} className="rounded-2xl border border-line bg-white p-5">
              <div className="flex flex-wrap items-start gap-3">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="text-lg font-semibold text-navy-900" dir="auto">
                      {post.title}
                    </h2>
                    <span className={cx('rounded-full px-2 py-0.5 text-xs font-semibold', post.published ? 'bg-teal-100 text-teal-700' : 'bg-amber-100 text-navy-900')}>
                      {post.published ? copy.published : copy.draft}
                    </span>
                    <span className="text-xs text-muted">{copy.locales[post.locale]}</span>
                  </div>
                  <p className="mt-1 text-xs text-muted">{fill(copy.createdAt, { date: dateFormat.format(new Date(post.createdAt)) })}</p>
                  {post.excerpt && (
                    <p className="mt-2 text-sm font-medium text-navy-800" dir="auto">
                      {post.excerpt}
                    </p>
                  )}
                  <p className="mt-1 text-sm break-words text-muted" dir="auto">
                    {post.content.slice(0, 200)}
                    {post.content.length > 200 ? '…' : ''}
                  </p>
                </div>
                <div className="flex gap-2">
                  {post.published && (
                    <a href={`${post.locale === 'ar' ? '/ar' : ''}/resources/blog/${encodeURIComponent(post.slug)}`} className="inline-flex size-9 items-center justify-center rounded-lg text-muted hover:bg-navy-50" aria-label={`${copy.view}: ${post.title}`}>
                      <ExternalLink aria-hidden className="size-4" />
                    </a>
                  )}
                  <Button variant="outline" size="sm" onClick={() => open(post)} aria-label={`${copy.edit}: ${post.title}`}>
                    <Pencil aria-hidden />
                    {copy.edit}
                  </Button>
                  <Button variant="outlineDanger" size="sm" onClick={() => setDeleting(post)} aria-label={`${copy.delete}: ${post.title}`}>
                    <Trash2 aria-hidden />
                    {copy.delete}
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      <EditorDialog open={editing !== null} onClose={() => setEditing(null)} title={editing?.id ? copy.dialogEdit : copy.dialogCreate} closeLabel={copy.cancel} className="max-w-2xl">
            {editing &&
              (editing.id && editing.locale ? (
                <div className="mt-5">
                  <CoverField key={editing.id} postId={editing.id} locale={editing.locale} cover={editedCover} onChange={(cover) => coverChanged(editing.id!, cover)} />
                </div>
              ) : (
                <p className="mt-5 rounded-2xl border border-dashed border-line p-4 text-sm text-muted">
                  <span className="font-semibold text-navy-900">{copy.cover.title}: </span>
                  {copy.cover.newPost}
                </p>
              ))}
            {editing && (
              <form onSubmit={save} noValidate className="mt-5 grid gap-4 sm:grid-cols-2">
                <div className="sm:col-span-2">
                  <Label htmlFor="post-title" required>
                    {copy.fields.title}
                  </Label>
                  <Input id="post-title" dir="auto" value={editing.draft.title} onChange={(e) => update('title', e.target.value)} />
                </div>
                <div>
                  <Label htmlFor="post-slug">{copy.fields.slug}</Label>
                  <Input id="post-slug" dir="ltr" value={editing.draft.slug} placeholder={copy.fields.slugHint} onChange={(e) => update('slug', e.target.value)} />
                </div>
                <div>
                  <Label htmlFor="post-author" required>
                    {copy.fields.author}
                  </Label>
                  <Input id="post-author" dir="auto" value={editing.draft.author} onChange={(e) => update('author', e.target.value)} />
                </div>
                <div>
                  <Label htmlFor="post-locale">{copy.fields.locale}</Label>
                  <Select id="post-locale" aria-describedby="post-locale-hint" value={editing.draft.locale} onChange={(e) => update('locale', e.target.value as Draft['locale'])}>
                    <option value="ar">{copy.locales.ar}</option>
                    <option value="en">{copy.locales.en}</option>
                  </Select>
                  {/* Where the post appears, so its language is a choice seen, not a default missed. */}
                  <p id="post-locale-hint" className="mt-1.5 text-xs text-muted">
                    {copy.localeHint[editing.draft.locale]}{' '}
                    <span dir="ltr" className="font-mono">
                      {editing.draft.locale === 'ar' ? '/ar' : ''}/resources/blog/…
                    </span>
                  </p>
                </div>
                <div>
                  <Label htmlFor="post-category">{copy.fields.category}</Label>
                  <Select id="post-category" value={editing.draft.category} onChange={(e) => update('category', e.target.value)}>
                    {blogCategories.map((category) => (
                      <option key={category} value={category}>
                        {copy.categories[category]}
                      </option>
                    ))}
                  </Select>
                </div>
                <div className="sm:col-span-2">
                  <Label htmlFor="post-excerpt">{copy.fields.excerpt}</Label>
                  <Input id="post-excerpt" dir="auto" value={editing.draft.excerpt} onChange={(e) => update('excerpt', e.target.value)} />
                </div>
                <div className="sm:col-span-2">
                  <div className="mb-1.5 flex items-center justify-between">
                    <Label htmlFor="post-content" required flush>
                      {copy.fields.content}
                    </Label>
                    <div className="flex gap-1 text-sm">
                      <button type="button" aria-pressed={tab === 'write'} onClick={() => setTab('write')} className={cx('rounded-md px-2 py-1', tab === 'write' ? 'bg-navy-100 font-semibold' : 'text-muted')}>
                        {copy.write}
                      </button>
                      <button type="button" aria-pressed={tab === 'preview'} onClick={showPreview} className={cx('rounded-md px-2 py-1', tab === 'preview' ? 'bg-navy-100 font-semibold' : 'text-muted')}>
                        {copy.preview}
                      </button>
                    </div>
                  </div>
                  {tab === 'write' ? (
                    <textarea
                      id="post-content"
                      rows={10}
                      dir="auto"
                      value={editing.draft.content}
                      onChange={(e) => update('content', e.target.value)}
                      className="block w-full rounded-[var(--radius-control)] border border-line px-3.5 py-2.5 font-mono text-sm focus-visible:border-teal-600"
                    />
                  ) : (
                    <div className="prose-site min-h-60 rounded-[var(--radius-control)] border border-line p-4" dir="auto" dangerouslySetInnerHTML={{ __html: previewHtml }} />
                  )}
                </div>
                <div className="sm:col-span-2">
                  <Label htmlFor="post-translation">{copy.fields.translation}</Label>
                  <Select id="post-translation" value={editing.draft.translationId} onChange={(e) => update('translationId', e.target.value)}>
                    <option value="">{copy.fields.none}</option>
                    {translations.map((post) => (
                      <option key={post.id} value={post.id}>
                        {post.title}
                      </option>
                    ))}
                  </Select>
                </div>
                <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-navy-900 sm:col-span-2">
                  <input type="checkbox" role="switch" checked={editing.draft.published} onChange={(e) => update('published', e.target.checked)} className="size-5 accent-teal-700" />
                  {copy.fields.published}
                </label>
                <div className="flex gap-2 sm:col-span-2">
                  <Button type="submit" disabled={busy}>
                    {busy ? copy.saving : copy.save}
                  </Button>
                  <EditorDialogCancel label={copy.cancel} />
                </div>
              </form>
            )}
      </EditorDialog>

      <ConfirmDeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={copy.confirmDelete}
        description={`${deleting?.title} — ${copy.confirmDeleteText}`}
        busy={busy}
        deleteLabel={copy.delete}
        cancelLabel={copy.cancel}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
