'use client';

import { ClipboardList as clipboardListIcon, Download as downloadIcon, FilePlus2 as filePlus2Icon, FolderOpen as folderOpenIcon, Plus as plusIcon, Save as saveIcon, Trash2 as trash2Icon, X as xIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Select, Textarea } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast-store';
import { cx } from '@/lib/cn';
import { checklistCategories } from '@/content/checklist-categories';
import { readStored, storageKeys, writeStored } from './browser-storage';
import {
  canAddItem,
  canRemoveItem,
  CHECKLIST_LIMITS,
  deleteDraft,
  emptyChecklist,
  parseDrafts,
  hasPreview,
  removeItem,
  toDraft,
  upsertDraft,
  visibleItems,
  type ChecklistContent,
  type ChecklistDraft,
} from './checklist';
import { formatDateTime } from './format';
import { PrintSheet, printSheet } from './print-sheet';

const ClipboardList = createIcon(clipboardListIcon);
const Download = createIcon(downloadIcon);
const FilePlus2 = createIcon(filePlus2Icon);
const FolderOpen = createIcon(folderOpenIcon);
const Plus = createIcon(plusIcon);
const Save = createIcon(saveIcon);
const Trash2 = createIcon(trash2Icon);
const X = createIcon(xIcon);

/** A quick-start template, worded on the server in the page's language. */
export interface ChecklistTemplateView extends ChecklistContent {
  id: string;
}

function newDraftId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The checklist generator: templates, the form, a live preview, drafts and a printable sheet. */
export function ChecklistGenerator({ templates }: { templates: readonly ChecklistTemplateView[] }) {
  const t = useTranslations('Tools.checklist');
  const common = useTranslations('Tools.common');
  const locale = useLocale();
  const hintId = useId();
  const [checklist, setChecklist] = useState<ChecklistContent>(emptyChecklist);
  const [drafts, setDrafts] = useState<ChecklistDraft[]>([]);
  const [openDraftId, setOpenDraftId] = useState<string | null>(null);
  const itemInputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusItem = useRef<number | null>(null);

  useEffect(() => {
    const stored = readStored(storageKeys.checklists, parseDrafts);
    // This browser's storage is only readable after the static page has loaded.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (stored?.length) setDrafts(stored);
  }, []);

  useEffect(() => {
    if (focusItem.current === null) return;
    itemInputs.current[focusItem.current]?.focus();
    focusItem.current = null;
  });

  const set = (change: Partial<ChecklistContent>) => setChecklist((current) => ({ ...current, ...change }));
  const setItem = (index: number, value: string) => set({ items: checklist.items.map((item, position) => (position === index ? value : item)) });
  const titled = hasPreview(checklist);
  const items = visibleItems(checklist.items);
  const categoryLabel = (category: ChecklistContent['category']) => t(`categories.${category}`);

  function addItem() {
    if (!canAddItem(checklist.items)) return;
    focusItem.current = checklist.items.length;
    set({ items: [...checklist.items, ''] });
  }

  function remove(index: number) {
    focusItem.current = Math.max(0, index - 1);
    set({ items: removeItem(checklist.items, index) });
  }

  function applyTemplate(template: ChecklistTemplateView) {
    setChecklist({ title: template.title, category: template.category, description: template.description, items: [...template.items] });
    setOpenDraftId(null);
    toast({ title: t('templateLoaded'), description: template.title });
  }

  function save() {
    if (!titled) return;
    const draft = toDraft(checklist, openDraftId ?? newDraftId());
    const next = upsertDraft(drafts, draft);
    if (!writeStored(storageKeys.checklists, next)) {
      toast({ variant: 'destructive', title: common('saveFailed'), description: common('saveFailedText') });
      return;
    }
    setDrafts(next);
    setOpenDraftId(draft.id);
    toast({ title: t('saved'), description: t('savedText') });
  }

  function open(draft: ChecklistDraft) {
    setChecklist({ title: draft.title, category: draft.category, description: draft.description, items: [...draft.items] });
    setOpenDraftId(draft.id);
    toast({ title: t('opened'), description: draft.title });
    document.getElementById('checklist-form-title')?.scrollIntoView({ block: 'start' });
  }

  function deleteSaved(draft: ChecklistDraft) {
    const next = deleteDraft(drafts, draft.id);
    writeStored(storageKeys.checklists, next);
    setDrafts(next);
    if (openDraftId === draft.id) setOpenDraftId(null);
    toast({ title: t('deleted'), description: draft.title });
  }

  function startNew() {
    setChecklist(emptyChecklist);
    setOpenDraftId(null);
    focusItem.current = null;
    document.getElementById('checklistTitle')?.focus();
  }

  return (
    <div className="grid gap-10">
      <section aria-labelledby="templates-title">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="templates-title" className="text-lg font-bold text-navy-900">
            {t('templatesTitle')}
          </h3>
          <p className="text-sm text-muted">{t('templatesHint')}</p>
        </div>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {templates.map((template) => (
            <li key={template.id} data-template={template.id} className="flex flex-col rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)]">
              <div className="flex items-center justify-between gap-3">
                <span className="rounded-full bg-teal-50 px-2.5 py-1 text-xs font-semibold text-teal-700">{categoryLabel(template.category)}</span>
                <span className="text-xs text-muted">{t('itemsCount', { count: String(template.items.length) })}</span>
              </div>
              <h4 id={`template-${template.id}`} className="mt-3 font-bold text-navy-900">
                {template.title}
              </h4>
              <p className="mt-1 text-sm text-muted">{template.description}</p>
              <Button variant="outline" size="sm" className="mt-4 self-start" onClick={() => applyTemplate(template)} aria-describedby={`template-${template.id}`}>
                <ClipboardList aria-hidden />
                {t('useTemplate')}
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
        <div className="grid gap-6">
          <form className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-7" aria-labelledby="checklist-form-title" onSubmit={(event) => {
              event.preventDefault();
              save();
            }}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 id="checklist-form-title" className="scroll-mt-24 text-lg font-bold text-navy-900">
                {t('formTitle')}
              </h3>
              {openDraftId && <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-700">{t('editing')}</span>}
            </div>
            <div className="mt-6 grid gap-5 sm:grid-cols-2">
              <FormField id="checklistTitle" className="sm:col-span-2" label={t('title')}>
                {(aria) => <Input {...aria} maxLength={CHECKLIST_LIMITS.title} autoComplete="off" placeholder={t('titlePlaceholder')} value={checklist.title} onChange={(event) => set({ title: event.target.value })} />}
              </FormField>
              <FormField id="checklistCategory" label={t('category')}>
                {(aria) => (
                  <Select {...aria} value={checklist.category} onChange={(event) => set({ category: event.target.value as ChecklistContent['category'] })}>
                    {checklistCategories.map((category) => (
                      <option key={category} value={category}>
                        {categoryLabel(category)}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <FormField id="checklistDescription" className="sm:col-span-2" label={t('description')}>
                {(aria) => (
                  <Textarea
                    {...aria}
                    rows={2}
                    maxLength={CHECKLIST_LIMITS.description}
                    placeholder={t('descriptionPlaceholder')}
                    value={checklist.description}
                    onChange={(event) => set({ description: event.target.value })}
                  />
                )}
              </FormField>
            </div>
            <fieldset className="mt-6">
              <legend className="text-sm font-medium text-navy-900">{t('items')}</legend>
              <ol className="mt-2 grid gap-2.5">
                {checklist.items.map((item, index) => (
                  <li key={index} className="flex items-center gap-2">
                    <span aria-hidden className="w-6 shrink-0 text-end text-sm font-semibold text-muted tabular-nums">
                      {index + 1}
                    </span>
                    <Input
                      ref={(element) => {
                        itemInputs.current[index] = element;
                      }}
                      aria-label={t('itemLabel', { number: String(index + 1) })}
                      maxLength={CHECKLIST_LIMITS.item}
                      autoComplete="off"
                      placeholder={t('itemPlaceholder')}
                      value={item}
                      onChange={(event) => setItem(index, event.target.value)}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter') {
                          event.preventDefault();
                          addItem();
                        }
                      }}
                    />
                    {canRemoveItem(checklist.items) && (
                      <Button variant="ghostMuted" size="icon" aria-label={t('removeItem', { number: String(index + 1) })} onClick={() => remove(index)}>
                        <X aria-hidden />
                      </Button>
                    )}
                  </li>
                ))}
              </ol>
              {canAddItem(checklist.items) ? (
                <Button variant="outline" size="sm" className="mt-3" onClick={addItem}>
                  <Plus aria-hidden />
                  {t('addItem')}
                </Button>
              ) : (
                <p className="mt-3 text-sm text-muted">{t('maxItems', { max: String(CHECKLIST_LIMITS.items) })}</p>
              )}
            </fieldset>
            <div className="mt-6 grid gap-3 border-t border-line pt-5 sm:grid-cols-2">
              <Button type="submit" disabled={!titled} aria-describedby={titled ? undefined : hintId}>
                <Save aria-hidden />
                {t('save')}
              </Button>
              <Button variant="outline" disabled={!titled} aria-describedby={titled ? 'print-hint' : hintId} onClick={printSheet}>
                <Download aria-hidden />
                {t('download')}
              </Button>
            </div>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              <p id={titled ? 'print-hint' : hintId} className="text-xs text-muted">
                {titled ? common('printHint') : t('saveNeedsTitle')}
              </p>
              <Button variant="ghost" size="sm" onClick={startNew}>
                <FilePlus2 aria-hidden />
                {t('newChecklist')}
              </Button>
            </div>
          </form>

          <section aria-labelledby="drafts-title" className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-7">
            <h3 id="drafts-title" className="text-lg font-bold text-navy-900">
              {t('draftsTitle')}
            </h3>
            {drafts.length === 0 ? (
              <p className="mt-2 text-sm text-muted">{t('draftsEmpty')}</p>
            ) : (
              <ul className="mt-3 divide-y divide-line" data-testid="drafts">
                {drafts.map((draft) => (
                  <li key={draft.id} className={cx('flex flex-wrap items-center justify-between gap-3 py-3', openDraftId === draft.id && 'bg-teal-50/60')}>
                    <div className="min-w-0">
                      <p className="truncate font-semibold text-navy-900">{draft.title}</p>
                      <p className="text-xs text-muted">
                        {categoryLabel(draft.category)} · {t('itemsCount', { count: String(visibleItems(draft.items).length) })} · {t('savedOn', { date: formatDateTime(draft.savedAt, locale) })}
                      </p>
                    </div>
                    <div className="flex gap-2">
                      <Button variant="outline" size="sm" onClick={() => open(draft)} aria-label={t('openLabel', { title: draft.title })}>
                        <FolderOpen aria-hidden />
                        {t('open')}
                      </Button>
                      <Button variant="ghostDanger" size="sm" onClick={() => deleteSaved(draft)} aria-label={t('deleteLabel', { title: draft.title })}>
                        <Trash2 aria-hidden />
                        {t('delete')}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>

        <section aria-labelledby="checklist-preview-title" className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-7 lg:sticky lg:top-24">
          <h3 id="checklist-preview-title" className="text-lg font-bold text-navy-900">
            {t('previewTitle')}
          </h3>
          {titled ? (
            <div data-testid="checklist-preview" className="mt-5 rounded-2xl border border-line bg-canvas p-5">
              <ChecklistSheet checklist={checklist} items={items} categoryLabel={categoryLabel(checklist.category)} />
            </div>
          ) : (
            <div className="mt-5 flex min-h-48 flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-line p-6 text-center">
              <ClipboardList aria-hidden className="size-10 text-navy-100" />
              <p className="text-sm text-muted">{t('previewEmpty')}</p>
            </div>
          )}
        </section>
      </div>

      {titled && (
        <PrintSheet title={checklist.title.trim()} subtitle={categoryLabel(checklist.category)}>
          <ChecklistSheet checklist={checklist} items={items} categoryLabel={categoryLabel(checklist.category)} printed />
        </PrintSheet>
      )}
    </div>
  );
}

/** The checklist as it is filled in on site: items with a tick box, then date, inspector and signature. */
function ChecklistSheet({ checklist, items, categoryLabel, printed = false }: { checklist: ChecklistContent; items: string[]; categoryLabel: string; printed?: boolean }) {
  const t = useTranslations('Tools.checklist');
  // Long lists print smaller so the sheet stays on one page.
  const dense = printed && items.length > 22;
  return (
    <div className={cx(printed && 'mt-4', dense && 'text-[9.5pt]')}>
      {!printed && (
        <>
          <p className="text-xl font-bold break-words text-navy-900">{checklist.title.trim()}</p>
          <span className="mt-2 inline-block rounded-full bg-teal-50 px-2.5 py-1 text-xs font-semibold text-teal-700">{categoryLabel}</span>
        </>
      )}
      {checklist.description.trim() && <p className={cx('text-sm break-words whitespace-pre-line text-muted', printed ? 'mt-1' : 'mt-3')}>{checklist.description.trim()}</p>}
      {items.length ? (
        <ul className={cx('grid', printed ? (dense ? 'mt-3 gap-0' : 'mt-4 gap-0') : 'mt-4 gap-2')}>
          {items.map((item, index) => (
            <li key={`${index}-${item}`} className={cx('flex items-start gap-3', printed ? cx('border-b border-line', dense ? 'py-1' : 'py-2') : 'text-sm')}>
              <span aria-hidden className="mt-0.5 size-4 shrink-0 rounded border-2 border-navy-700 bg-white" />
              <span className="min-w-0 flex-1 break-words">{item}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-muted">{t('previewNoItems')}</p>
      )}
      <div data-testid="sign-off" className={cx('grid gap-x-6 gap-y-4 text-sm', printed ? 'mt-8 grid-cols-3' : 'mt-6 grid-cols-1 sm:grid-cols-3')}>
        {[t('date'), t('inspector'), t('signature')].map((label) => (
          <div key={label}>
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</p>
            <span aria-hidden className="mt-6 block border-b border-navy-700" />
          </div>
        ))}
      </div>
    </div>
  );
}
