'use client';

import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { cx } from '@/lib/cn';
import { MAX_SITE_IMAGE_BYTES, MAX_SITE_PDF_BYTES, siteImageUrl, siteImageWidths, sitePdfUrl, type SiteFileRef } from '@/lib/site-file';
import { useSiteWords } from './site-words';
import { staffRequest } from './staff-request';

interface FileFieldProps {
  id: string;
  label: string;
  kind: 'pdf' | 'image';
  value: SiteFileRef | undefined;
  error?: string;
  onChange: (value: SiteFileRef | undefined) => void;
}

const ACCEPT = { pdf: 'application/pdf,.pdf', image: 'image/png,image/jpeg,image/webp' } as const;

/**
 * A fact's uploaded file: what is stored (a thumbnail, or the PDF's name as a link), a file chooser
 * that uploads at once to /api/admin/site-facts/files, and removal. The draft keeps the file once saved.
 */
export function FileField({ id, label, kind, value, error, onChange }: FileFieldProps) {
  const t = useSiteWords();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const shown = problem || error;

  async function upload(file: File | undefined) {
    setProblem('');
    if (!file) return;
    // The server checks all of this again; this spares a long upload that would be refused.
    if (file.size > (kind === 'pdf' ? MAX_SITE_PDF_BYTES : MAX_SITE_IMAGE_BYTES)) return setProblem(t(kind === 'pdf' ? 'files.tooLarge' : 'files.imageTooLarge'));
    setBusy(true);
    const body = new FormData();
    body.set('file', file);
    const answer = await staffRequest<{ file?: { id: string; kind: string; name: string; width: number | null; height: number | null } }>('/api/admin/site-facts/files', 'POST', body, t('network'));
    setBusy(false);
    if (input.current) input.current.value = '';
    const stored = answer.data.file;
    if (!answer.ok || !stored) return setProblem(answer.message ?? t('network'));
    if (stored.kind !== kind) return setProblem(t(kind === 'pdf' ? 'errors.filePdf' : 'errors.fileImage'));
    onChange({ id: stored.id, name: stored.name, ...(stored.width && stored.height ? { width: stored.width, height: stored.height } : {}) });
  }

  const thumbnail = value && kind === 'image' ? siteImageWidths(value)[0] : undefined;
  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="text-sm font-semibold text-navy-900">
        {label}
      </span>
      {value ? (
        <div className="flex flex-wrap items-center gap-3">
          {thumbnail ? (
            // eslint-disable-next-line @next/next/no-img-element -- a staff thumbnail of a stored variant, not a page image
            <img src={siteImageUrl(value.id, thumbnail, 'webp')} alt="" width={120} height={Math.round((120 * (value.height ?? 1)) / (value.width ?? 1))} className="h-auto max-h-24 w-30 rounded-lg border border-line bg-white object-contain" />
          ) : null}
          {kind === 'pdf' ? (
            <a href={sitePdfUrl(value.id)} target="_blank" rel="noreferrer" className="font-medium break-all text-teal-700 underline-offset-2 hover:underline">
              {t('upload.open', { name: value.name ?? 'PDF' })}
            </a>
          ) : null}
          <Button type="button" size="sm" variant="outlineDanger" onClick={() => onChange(undefined)}>
            {t('upload.remove')}
          </Button>
        </div>
      ) : null}
      {/* The browser's own file button speaks the browser's language: this one speaks the staff member's. */}
      <label className={cx(buttonVariants({ variant: 'outline', size: 'sm' }), 'w-fit cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600', busy && 'pointer-events-none opacity-60')}>
        <span id={`${id}-action`} aria-live="polite">{busy ? t('upload.uploading') : value ? t('upload.replace') : t('upload.choose')}</span>
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPT[kind]}
          disabled={busy}
          aria-labelledby={`${id}-label ${id}-action`}
          aria-describedby={`${hintId}${shown ? ` ${id}-error` : ''}`}
          aria-invalid={Boolean(shown) || undefined}
          onChange={(event) => void upload(event.target.files?.[0])}
          className="sr-only"
        />
      </label>
      <p id={hintId} className="text-xs text-muted">
        {t(kind === 'pdf' ? 'upload.pdfHint' : 'upload.imageHint')}
      </p>
      {shown ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
