'use client';

import { ImageUp as imageUpIcon, Trash2 as trash2Icon } from 'lucide';
import { AlertDialog } from 'radix-ui';
import { useRef, useState } from 'react';
import { createIcon } from '@/components/icons/create-icon';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { coverUrl, coverWidthsOf, type BlogCover } from '@/lib/blog-cover';
import { useTranslations } from 'next-intl';
import { COVER_FILE_ACCEPT, coverAltSchema, MAX_COVER_BYTES } from '@/schemas/blog-post';
import { staffRequest } from './staff-request';

const ImageUp = createIcon(imageUpIcon);
const Trash2 = createIcon(trash2Icon);


/**
 * A saved post's cover: preview, upload (file + alt text in the post's language) and removal. Each
 * action is sent at once to /api/admin/blog/{id}/cover, apart from the post's own Save.
 */
export function CoverField({ postId, locale, cover, onChange }: { postId: string; locale: 'en' | 'ar'; cover: BlogCover | null; onChange: (cover: BlogCover | null) => void }) {
  const t = useTranslations('Admin');
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState(cover?.alt ?? '');
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  /** Set when a removal succeeded: its button is gone, so focus moves to the file input instead. */
  const removed = useRef(false);

  async function upload() {
    setError('');
    if (!file) return setError(t('blog.cover.chooseFile'));
    // The server checks all of this again; these spare a long upload that would be refused.
    if (file.size > MAX_COVER_BYTES) return setError(t('api.cover.tooLarge'));
    const parsed = coverAltSchema(locale).safeParse(alt);
    if (!parsed.success) {
      const reason = parsed.error.issues[0]?.message;
      return setError(reason === 'long' ? t('api.cover.altLong') : reason === 'language' ? t(`api.cover.altLanguage.${locale}`) : t('api.cover.altBlank'));
    }
    setBusy('upload');
    const body = new FormData();
    body.set('file', file);
    body.set('alt', parsed.data);
    const result = await staffRequest<{ data?: BlogCover }>(`/api/admin/blog/${postId}/cover`, 'POST', body, t('blog.cover.networkError'));
    if (result.ok && result.data.data) {
      onChange(result.data.data);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      toast({ title: t('blog.successTitle'), description: result.message });
    } else setError(result.message || t('blog.cover.failed'));
    setBusy(null);
  }

  async function remove() {
    setError('');
    setBusy('remove');
    const result = await staffRequest(`/api/admin/blog/${postId}/cover`, 'DELETE', undefined, t('blog.cover.networkError'));
    if (result.ok) {
      removed.current = true;
      onChange(null);
      setAlt('');
      toast({ title: t('blog.successTitle'), description: result.message });
    } else setError(result.message || t('blog.cover.removeFailed'));
    setConfirming(false);
    setBusy(null);
  }

  const preview = cover ? coverWidthsOf(cover).find((width) => width >= 960) ?? coverWidthsOf(cover).at(-1)! : null;

  return (
    <section aria-labelledby="cover-title" className="rounded-2xl border border-line bg-navy-50/50 p-4">
      <h3 id="cover-title" className="font-semibold text-navy-900">
        {t('blog.cover.title')}
      </h3>
      <p className="mt-1 text-xs text-muted">{t('blog.cover.lead')}</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          {cover && preview ? (
            <figure>
              {/* eslint-disable-next-line @next/next/no-img-element -- the stored variant itself, as visitors get it */}
              <img src={coverUrl(postId, cover, preview, 'webp')} alt={cover.alt} width={cover.width} height={cover.height} className="aspect-video w-full rounded-xl object-cover ring-1 ring-line" />
              <figcaption className="mt-1 text-xs text-muted">
                {t('blog.cover.current')}: <span dir="auto">{cover.alt}</span>
              </figcaption>
            </figure>
          ) : (
            <p className="flex aspect-video items-center justify-center rounded-xl border border-dashed border-line bg-white p-4 text-center text-sm text-muted">{t('blog.cover.generated')}</p>
          )}
        </div>
        <div className="grid content-start gap-3">
          <div>
            <Label htmlFor="cover-file">{t('blog.cover.file')}</Label>
            {/* The native button speaks the browser's language; this one speaks the staff area's Arabic. */}
            <div className="flex flex-wrap items-center gap-3">
              <input
                ref={fileInput}
                id="cover-file"
                type="file"
                accept={COVER_FILE_ACCEPT}
                aria-describedby="cover-file-hint"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                className="peer sr-only"
              />
              <label
                htmlFor="cover-file"
                className="inline-flex h-9 cursor-pointer items-center rounded-[var(--radius-control)] border border-line bg-white px-3 text-sm font-semibold text-navy-900 peer-focus-visible:outline-3 peer-focus-visible:outline-teal-500 hover:bg-navy-50"
              >
                {t('blog.cover.choose')}
              </label>
              <span className="min-w-0 truncate text-sm text-muted" dir="auto">
                {file?.name ?? t('blog.cover.noFile')}
              </span>
            </div>
            <p id="cover-file-hint" className="mt-1 text-xs text-muted">
              {t('blog.cover.fileHint')}
            </p>
          </div>
          <div>
            <Label htmlFor="cover-alt">{t('blog.cover.alt')}</Label>
            <Input id="cover-alt" dir={locale === 'ar' ? 'rtl' : 'ltr'} lang={locale} maxLength={200} value={alt} aria-describedby="cover-alt-hint" onChange={(event) => setAlt(event.target.value)} />
            <p id="cover-alt-hint" className="mt-1 text-xs text-muted">
              {t(`blog.cover.altHint.${locale}`)}
            </p>
          </div>
          <FieldError id="cover-error">{error}</FieldError>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" disabled={busy !== null} aria-busy={busy === 'upload'} onClick={() => void upload()}>
              <ImageUp aria-hidden />
              {busy === 'upload' ? t('blog.cover.uploading') : cover ? t('blog.cover.replace') : t('blog.cover.upload')}
            </Button>
            {cover && (
              <Button type="button" size="sm" variant="outlineDanger" disabled={busy !== null} onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden />
                {t('blog.cover.remove')}
              </Button>
            )}
          </div>
        </div>
      </div>

      <AlertDialog.Root open={confirming} onOpenChange={(next) => (next ? undefined : setConfirming(false))}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50" />
          <AlertDialog.Content
            onCloseAutoFocus={(event) => {
              if (!removed.current) return;
              removed.current = false;
              event.preventDefault();
              fileInput.current?.focus();
            }}
            className="fixed start-1/2 top-1/3 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 rounded-2xl bg-white p-6 shadow-[var(--shadow-panel)] rtl:translate-x-1/2">
            <AlertDialog.Title className="text-lg font-bold text-navy-900">{t('blog.cover.confirmRemove')}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-muted">{t('blog.cover.confirmRemoveText')}</AlertDialog.Description>
            <div className="mt-6 flex gap-2">
              <AlertDialog.Action asChild>
                <Button variant="danger" disabled={busy !== null} onClick={(event) => (event.preventDefault(), void remove())}>
                  {busy === 'remove' ? t('blog.cover.removing') : t('blog.cover.remove')}
                </Button>
              </AlertDialog.Action>
              <AlertDialog.Cancel asChild>
                <Button variant="outline">{t('blog.cancel')}</Button>
              </AlertDialog.Cancel>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  );
}
