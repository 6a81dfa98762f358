'use client';

import { ExternalLink as externalLinkIcon, Pencil as pencilIcon, Plus as plusIcon, Trash2 as trash2Icon, X as xIcon } from 'lucide';
import { AlertDialog, Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { createIcon } from '@/components/icons/create-icon';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cn';

const X = createIcon(xIcon);
const ExternalLink = createIcon(externalLinkIcon);
const Pencil = createIcon(pencilIcon);
const Trash2 = createIcon(trash2Icon);

/** A staff API call with a JSON body (if any): `ok` when the answer is 2xx and says `success`. */
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

export async function sendJson<T extends { success?: boolean }>(url: string, method: string, body?: unknown): Promise<{ ok: boolean; data: T }> {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as T;
  return { ok: response.ok && data.success === true, data };
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
