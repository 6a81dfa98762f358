import { checklistCategories, type ChecklistCategory } from '@/content/checklist-categories';

export const CHECKLIST_LIMITS = { title: 120, description: 500, item: 200, items: 40, drafts: 20 } as const;

export interface ChecklistContent {
  title: string;
  category: ChecklistCategory;
  description: string;
  items: string[];
}

export interface ChecklistDraft extends ChecklistContent {
  id: string;
  /** ISO time of the last save. */
  savedAt: string;
}

export const emptyChecklist: ChecklistContent = { title: '', category: 'maintenance', description: '', items: [''] };

/** The preview appears once the checklist has a title. */
export function hasPreview(checklist: ChecklistContent): boolean {
  return checklist.title.trim() !== '';
}

/** Blank items are left out of the preview and the printed sheet. */
export function visibleItems(items: readonly string[]): string[] {
  return items.map((item) => item.trim()).filter(Boolean);
}

/** An item can be removed only while more than one exists. */
export function canRemoveItem(items: readonly string[]): boolean {
  return items.length > 1;
}

export function removeItem(items: readonly string[], index: number): string[] {
  if (!canRemoveItem(items) || index < 0 || index >= items.length) return [...items];
  return items.filter((_, position) => position !== index);
}

export function canAddItem(items: readonly string[]): boolean {
  return items.length < CHECKLIST_LIMITS.items;
}

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

function parseDraft(entry: unknown): ChecklistDraft | undefined {
  if (!entry || typeof entry !== 'object') return undefined;
  const { id, title, category, description, items, savedAt } = entry as Record<string, unknown>;
  if (!isText(id, 64) || !id || !isText(title, CHECKLIST_LIMITS.title) || typeof savedAt !== 'string') return undefined;
  if (!Array.isArray(items) || items.length < 1 || items.length > CHECKLIST_LIMITS.items || !items.every((item) => isText(item, CHECKLIST_LIMITS.item))) return undefined;
  return {
    id,
    title,
    category: (checklistCategories as readonly unknown[]).includes(category) ? (category as ChecklistCategory) : 'maintenance',
    description: isText(description, CHECKLIST_LIMITS.description) ? description : '',
    items: items as string[],
    savedAt,
  };
}

/** The saved drafts as stored: anything unreadable in the list is dropped, not the whole list. */
export function parseDrafts(value: unknown): ChecklistDraft[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((entry) => {
    const draft = parseDraft(entry);
    return draft ? [draft] : [];
  });
}

/** Saves a draft: replaces the one with its id or adds it, newest first, keeping at most 20. */
export function upsertDraft(drafts: readonly ChecklistDraft[], draft: ChecklistDraft): ChecklistDraft[] {
  return [draft, ...drafts.filter((existing) => existing.id !== draft.id)].slice(0, CHECKLIST_LIMITS.drafts);
}

export function deleteDraft(drafts: readonly ChecklistDraft[], id: string): ChecklistDraft[] {
  return drafts.filter((draft) => draft.id !== id);
}

/** What is saved: trimmed, within the limits, never without an item line to edit. */
export function toDraft(checklist: ChecklistContent, id: string, now = new Date()): ChecklistDraft {
  const items = checklist.items.slice(0, CHECKLIST_LIMITS.items).map((item) => item.slice(0, CHECKLIST_LIMITS.item));
  return {
    id,
    title: checklist.title.trim().slice(0, CHECKLIST_LIMITS.title),
    category: checklist.category,
    description: checklist.description.trim().slice(0, CHECKLIST_LIMITS.description),
    items: items.length ? items : [''],
    savedAt: now.toISOString(),
  };
}
