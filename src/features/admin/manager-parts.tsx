'use client';

import { ExternalLink as externalLinkIcon, Pencil as pencilIcon, Plus as plusIcon, Trash2 as trash2Icon, X as xIcon } from 'lucide';
import { AlertDialog, Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { createIcon } from '@/components/icons/create-icon';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { cx } from '@/lib/cn';
import { staffRequest } from './staff-request';

const X = createIcon(xIcon);
const ExternalLink = createIcon(externalLinkIcon);
const Pencil = createIcon(pencilIcon);
const Trash2 = createIcon(trash2Icon);
const Plus = createIcon(plusIcon);

/** A manager's list: the count and the "new" button above, the rows, or the empty note when there are none. */
export function ManagerList({ count, newLabel, onNew, empty, children }: { count: string; newLabel: string; onNew: () => void; empty: string | null; children: ReactNode }) {
  return (
    <>
      <div className="mb-4 flex items-center justify-between gap-3">
        <p className="text-sm text-muted">{count}</p>
        <Button onClick={onNew}>
          <Plus aria-hidden />
          {newLabel}
        </Button>
      </div>
      {empty === null ? <ul className="grid gap-3">{children}</ul> : <p className="rounded-2xl border border-dashed border-line bg-white p-10 text-center text-muted">{empty}</p>}
    </>
  );
}

interface RowActionsProps {
  /** The row's name, added to each action's accessible name ("تعديل: …"). */
  name: string;
  /** The public page, for a published row. */
  viewHref?: string;
  labels: { view: string; edit: string; delete: string };
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
  /** Actions of this list only, between the public page and edit. */
  children?: ReactNode;
}

/** A staff list row's actions: its public page (once published), edit and delete. */
export function RowActions({ name, viewHref, labels, onEdit, onDelete, className, children }: RowActionsProps) {
  return (
    <div className={cx('flex gap-2', className)}>
      {viewHref && (
        <a href={viewHref} className="inline-flex size-9 items-center justify-center rounded-lg text-muted hover:bg-navy-50" aria-label={`${labels.view}: ${name}`}>
          <ExternalLink aria-hidden className="size-4" />
        </a>
      )}
      {children}
      <Button variant="outline" size="sm" onClick={onEdit} aria-label={`${labels.edit}: ${name}`}>
        <Pencil aria-hidden />
        {labels.edit}
      </Button>
      <Button variant="outlineDanger" size="sm" onClick={onDelete} aria-label={`${labels.delete}: ${name}`}>
        <Trash2 aria-hidden />
        {labels.delete}
      </Button>
    </div>
  );
}

/** The create/edit dialog of a staff list: a full-height sheet on a phone, a card from `sm` up. */
export function EditorDialog({ open, onClose, title, closeLabel, className, children }: { open: boolean; onClose: () => void; title: string; closeLabel: string; className?: string; children: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className={cx('fixed inset-x-0 top-0 z-50 mx-auto max-h-dvh w-full overflow-y-auto bg-white p-5 shadow-[var(--shadow-panel)] sm:top-8 sm:max-h-[calc(100dvh-4rem)] sm:rounded-2xl sm:p-6', className)}
        >
          <div className="flex items-center justify-between gap-3">
            <Dialog.Title className="text-xl font-bold text-navy-900">{title}</Dialog.Title>
            <Dialog.Close aria-label={closeLabel} className="flex size-10 items-center justify-center rounded-lg text-muted hover:bg-navy-50">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The cancel button of an `EditorDialog`'s form. */
export function EditorDialogCancel({ label }: { label: string }) {
  return (
    <Dialog.Close asChild>
      <Button variant="outline">{label}</Button>
    </Dialog.Close>
  );
}

/** "Delete this?" with the item named, an optional warning, and a delete button that shows its progress. */
export function ConfirmDeleteDialog({
  open,
  onClose,
  title,
  description,
  warning,
  busy,
  deleteLabel,
  busyLabel,
  cancelLabel,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  warning?: ReactNode;
  busy: boolean;
  deleteLabel: string;
  busyLabel?: string;
  cancelLabel: string;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50" />
        <AlertDialog.Content className="fixed start-1/2 top-1/3 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 rounded-2xl bg-white p-6 shadow-[var(--shadow-panel)] rtl:translate-x-1/2">
          <AlertDialog.Title className="text-lg font-bold text-navy-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">{description}</AlertDialog.Description>
          {warning}
          <div className="mt-6 flex gap-2">
            <AlertDialog.Action asChild>
              <Button variant="danger" disabled={busy} onClick={(event) => (event.preventDefault(), onConfirm())}>
                {busy && busyLabel ? busyLabel : deleteLabel}
              </Button>
            </AlertDialog.Action>
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{cancelLabel}</Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

interface MarkdownEditorProps {
  id: string;
  label: string;
  labels: { write: string; preview: string };
  value: string;
  onChange: (value: string) => void;
  /** The text's language, when the field is for one (an event's Arabic or English description); else `dir="auto"`. */
  lang?: 'en' | 'ar';
  invalid?: boolean;
  rows: number;
  /** The preview's height, near the textarea's. */
  previewClassName: string;
}

/**
 * A required Markdown text with Write and Preview tabs; the preview is drawn by the site's own renderer
 * and sanitiser (POST /api/admin/blog/preview), as the public page will show it.
 */
export function MarkdownEditor({ id, label, labels, value, onChange, lang, invalid, rows, previewClassName }: MarkdownEditorProps) {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [html, setHtml] = useState('');
  const dir = lang === undefined ? 'auto' : lang === 'ar' ? 'rtl' : 'ltr';

  async function preview() {
    setTab('preview');
    const result = await staffRequest<{ html?: string }>('/api/admin/blog/preview', 'POST', { content: value });
    setHtml(result.ok ? (result.data.html ?? '') : '');
  }

  return (
    <div className="sm:col-span-2">
      <div className="mb-1.5 flex items-center justify-between">
        <Label htmlFor={id} required flush>
          {label}
        </Label>
        <div className="flex gap-1 text-sm">
          <button type="button" aria-pressed={tab === 'write'} onClick={() => setTab('write')} className={cx('rounded-md px-2 py-1', tab === 'write' ? 'bg-navy-100 font-semibold' : 'text-muted')}>
            {labels.write}
          </button>
          <button type="button" aria-pressed={tab === 'preview'} onClick={preview} className={cx('rounded-md px-2 py-1', tab === 'preview' ? 'bg-navy-100 font-semibold' : 'text-muted')}>
            {labels.preview}
          </button>
        </div>
      </div>
      {tab === 'write' ? (
        <textarea
          id={id}
          rows={rows}
          lang={lang}
          dir={dir}
          value={value}
          aria-invalid={invalid || undefined}
          onChange={(e) => onChange(e.target.value)}
          className="block w-full rounded-[var(--radius-control)] border border-line px-3.5 py-2.5 font-mono text-sm focus-visible:border-teal-600 aria-[invalid=true]:border-danger"
        />
      ) : (
        <div data-testid={`${id}-preview`} className={cx('prose-site rounded-[var(--radius-control)] border border-line p-4', previewClassName)} lang={lang} dir={dir} dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </div>
  );
}
