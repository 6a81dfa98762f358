'use client';

import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from '@/lib/form';
import { Button } from '@/components/ui/button';
import { Input, Label, Select } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { cx } from '@/lib/cn';
import { useLocale, useTranslations } from 'next-intl';
import { CoverField } from './cover-field';
import { ConfirmDeleteDialog, EditorDialog, EditorDialogCancel, ManagerList, MarkdownEditor, RowActions } from './manager-parts';
import { staffRequest } from './staff-request';
import { blogCategories, type BlogPost, type BlogPostInput } from '@/schemas/blog-post';
import { blogPostResolver } from '@/schemas/staff-resolvers';
import { staffDateFormat } from '@/lib/riyadh-time';


export type AdminPost = Omit<BlogPost, 'updatedAt'>;

type Draft = Omit<AdminPost, 'id' | 'createdAt' | 'publishedDate' | 'excerpt' | 'translationId' | 'cover'> & { excerpt: string; translationId: string };

const emptyDraft: Draft = { slug: '', locale: 'ar', category: 'maintenance', title: '', excerpt: '', content: '', author: '', published: false, translationId: '' };

/** The blog list with its create/edit dialog and delete confirmation. */
export function BlogManager({ initialPosts }: { initialPosts: AdminPost[] }) {
  const t = useTranslations('Admin');
  // The staff language's dates (Western digits, Gregorian, Riyadh time).
  const dateFormat = staffDateFormat(useLocale() === 'en' ? 'en' : 'ar');
  const [posts, setPosts] = useState(initialPosts);
  // `locale`: the saved post's language, which its cover's alt text must be written in.
  const [editing, setEditing] = useState<{ id?: string; locale?: Draft['locale'] } | null>(null);
  const [deleting, setDeleting] = useState<AdminPost | null>(null);
  const [busy, setBusy] = useState(false);
  // The dialog's fields, checked with the staff route's own schema before they are sent.
  const { register, control, handleSubmit, reset } = useForm<Draft, unknown, BlogPostInput>({
    resolver: blogPostResolver as unknown as Resolver<Draft, unknown, BlogPostInput>,
    defaultValues: emptyDraft,
    // The toast says what is wrong; focus stays on the save button, as before.
    shouldFocusError: false,
  });
  const draftLocale = useWatch({ control, name: 'locale' });

  async function reload() {
    const result = await staffRequest<{ data?: AdminPost[] }>('/api/admin/blog', 'GET');
    if (result.ok) setPosts(result.data.data ?? []);
    else toast({ variant: 'destructive', title: t('blog.errorTitle'), description: result.status === 0 ? t('blog.loadError') : t('blog.loadFailed') });
  }

  function open(post?: AdminPost) {
    reset(
      post
        ? { slug: post.slug, locale: post.locale, category: post.category, title: post.title, excerpt: post.excerpt ?? '', content: post.content, author: post.author, published: post.published, translationId: post.translationId ?? '' }
        : emptyDraft,
    );
    setEditing(post ? { id: post.id, locale: post.locale } : {});
  }

  async function save(draft: BlogPostInput) {
    const id = editing?.id;
    setBusy(true);
    const result = await staffRequest(id ? `/api/admin/blog/${id}` : '/api/admin/blog', id ? 'PUT' : 'POST', { ...draft, translationId: draft.translationId || null }, t('blog.saveError'));
    if (result.ok) {
      toast({ title: t('blog.successTitle'), description: result.message });
      setEditing(null);
      await reload();
    } else toast({ variant: 'destructive', title: t('blog.errorTitle'), description: result.message || t('blog.saveFailed') });
    setBusy(false);
  }

  /** A blank required field has the "fill in all required fields" toast; anything else the schema refuses, the words the server would answer with. */
  function refused(errors: FieldErrors<Draft>) {
    const blank = Object.values(errors).some((error) => error?.message === 'blank');
    toast({ variant: 'destructive', ...(blank ? { title: t('blog.invalidTitle'), description: t('blog.invalidText') } : { title: t('blog.errorTitle'), description: t('api.invalidData') }) });
  }

  async function remove() {
    if (!deleting) return;
    setBusy(true);
    const result = await staffRequest(`/api/admin/blog/${deleting.id}`, 'DELETE');
    if (result.ok) {
      toast({ title: t('blog.successTitle'), description: result.message });
      await reload();
    } else toast({ variant: 'destructive', title: t('blog.errorTitle'), description: result.status === 0 ? t('blog.deleteError') : t('blog.deleteFailed') });
    setDeleting(null);
    setBusy(false);
  }

  /** A cover is saved on its own request; the list keeps it so the dialog shows it when reopened. */
  function coverChanged(id: string, cover: AdminPost['cover']) {
    setPosts((current) => current.map((post) => (post.id === id ? { ...post, cover } : post)));
  }

  const editedCover = editing?.id ? (posts.find((post) => post.id === editing.id)?.cover ?? null) : null;
  const translations = editing ? posts.filter((post) => post.locale !== draftLocale && post.id !== editing.id) : [];

  return (
    <div>
      <ManagerList count={t('blog.count', { count: posts.length })} newLabel={t('blog.newPost')} onNew={() => open()} empty={posts.length === 0 ? t('blog.empty') : null}>
          {posts.map((post) => (
            <li key={post.id} className="rounded-2xl border border-line bg-white p-5">
              <div className="flex flex-wrap items-start gap-3">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="text-lg font-semibold text-navy-900" dir="auto">
                      {post.title}
                    </h2>
                    <span className={cx('rounded-full px-2 py-0.5 text-xs font-semibold', post.published ? 'bg-teal-100 text-teal-700' : 'bg-amber-100 text-navy-900')}>
                      {post.published ? t('blog.published') : t('blog.draft')}
                    </span>
                    <span className="text-xs text-muted">{t(`blog.locales.${post.locale}`)}</span>
                  </div>
                  <p className="mt-1 text-xs text-muted">{t('blog.createdAt', { date: dateFormat.format(new Date(post.createdAt)) })}</p>
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
                <RowActions
                  name={post.title}
                  viewHref={post.published ? `${post.locale === 'ar' ? '/ar' : ''}/resources/blog/${encodeURIComponent(post.slug)}` : undefined}
                  labels={{ view: t('blog.view'), edit: t('blog.edit'), delete: t('blog.delete') }}
                  onEdit={() => open(post)}
                  onDelete={() => setDeleting(post)}
                />
              </div>
            </li>
          ))}
      </ManagerList>

      <EditorDialog open={editing !== null} onClose={() => setEditing(null)} title={editing?.id ? t('blog.dialogEdit') : t('blog.dialogCreate')} closeLabel={t('blog.cancel')} className="max-w-2xl">
            {editing &&
              (editing.id && editing.locale ? (
                <div className="mt-5">
                  <CoverField key={editing.id} postId={editing.id} locale={editing.locale} cover={editedCover} onChange={(cover) => coverChanged(editing.id!, cover)} />
                </div>
              ) : (
                <p className="mt-5 rounded-2xl border border-dashed border-line p-4 text-sm text-muted">
                  <span className="font-semibold text-navy-900">{t('blog.cover.title')}: </span>
                  {t('blog.cover.newPost')}
                </p>
              ))}
            {editing && (
              <form onSubmit={handleSubmit(save, refused)} noValidate className="mt-5 grid gap-4 sm:grid-cols-2">
                <div className="sm:col-span-2">
                  <Label htmlFor="post-title" required>
                    {t('blog.fields.title')}
                  </Label>
                  <Input id="post-title" dir="auto" {...register('title')} />
                </div>
                <div>
                  <Label htmlFor="post-slug">{t('blog.fields.slug')}</Label>
                  <Input id="post-slug" dir="ltr" placeholder={t('blog.fields.slugHint')} {...register('slug')} />
                </div>
                <div>
                  <Label htmlFor="post-author" required>
                    {t('blog.fields.author')}
                  </Label>
                  <Input id="post-author" dir="auto" {...register('author')} />
                </div>
                <div>
                  <Label htmlFor="post-locale">{t('blog.fields.locale')}</Label>
                  <Select id="post-locale" aria-describedby="post-locale-hint" {...register('locale')}>
                    <option value="ar">{t('blog.locales.ar')}</option>
                    <option value="en">{t('blog.locales.en')}</option>
                  </Select>
                  {/* Where the post appears, so its language is a choice seen, not a default missed. */}
                  <p id="post-locale-hint" className="mt-1.5 text-xs text-muted">
                    {t(`blog.localeHint.${draftLocale}`)}{' '}
                    <span dir="ltr" className="font-mono">
                      {draftLocale === 'ar' ? '/ar' : ''}/resources/blog/…
                    </span>
                  </p>
                </div>
                <div>
                  <Label htmlFor="post-category">{t('blog.fields.category')}</Label>
                  <Select id="post-category" {...register('category')}>
                    {blogCategories.map((category) => (
                      <option key={category} value={category}>
                        {t(`blog.categories.${category}`)}
                      </option>
                    ))}
                  </Select>
                </div>
                <div className="sm:col-span-2">
                  <Label htmlFor="post-excerpt">{t('blog.fields.excerpt')}</Label>
                  <Input id="post-excerpt" dir="auto" {...register('excerpt')} />
                </div>
                <Controller
                  control={control}
                  name="content"
                  render={({ field }) => (
                    <MarkdownEditor
                      id="post-content"
                      label={t('blog.fields.content')}
                      labels={{ write: t('blog.write'), preview: t('blog.preview') }}
                      value={field.value}
                      onChange={field.onChange}
                      rows={10}
                      previewClassName="min-h-60"
                    />
                  )}
                />
                <div className="sm:col-span-2">
                  <Label htmlFor="post-translation">{t('blog.fields.translation')}</Label>
                  <Select id="post-translation" {...register('translationId')}>
                    <option value="">{t('blog.fields.none')}</option>
                    {translations.map((post) => (
                      <option key={post.id} value={post.id}>
                        {post.title}
                      </option>
                    ))}
                  </Select>
                </div>
                <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-navy-900 sm:col-span-2">
                  <input type="checkbox" role="switch" className="size-5 accent-teal-700" {...register('published')} />
                  {t('blog.fields.published')}
                </label>
                <div className="flex gap-2 sm:col-span-2">
                  <Button type="submit" disabled={busy}>
                    {busy ? t('blog.saving') : t('blog.save')}
                  </Button>
                  <EditorDialogCancel label={t('blog.cancel')} />
                </div>
              </form>
            )}
      </EditorDialog>

      <ConfirmDeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('blog.confirmDelete')}
        description={`${deleting?.title} — ${t('blog.confirmDeleteText')}`}
        busy={busy}
        deleteLabel={t('blog.delete')}
        cancelLabel={t('blog.cancel')}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
