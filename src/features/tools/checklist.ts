import { z } from 'zod';

/** Checklist categories (spec §3); Maintenance first, the default. */
export const checklistCategories = ['maintenance', 'safety', 'inspection', 'hvac', 'electrical', 'plumbing', 'cleaning'] as const;
export type ChecklistCategory = (typeof checklistCategories)[number];

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

/** The preview appears once the checklist has a title (spec §2.9). */
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

const draftSchema = z.object({
  id: z.string().min(1).max(64),
  title: z.string().max(CHECKLIST_LIMITS.title),
  category: z.enum(checklistCategories).catch('maintenance'),
  description: z.string().max(CHECKLIST_LIMITS.description).catch(''),
  items: z.array(z.string().max(CHECKLIST_LIMITS.item)).min(1).max(CHECKLIST_LIMITS.items),
  savedAt: z.string(),
});

/** The saved drafts as stored: anything unreadable in the list is dropped, not the whole list. */
export const draftListSchema = z
  .array(z.unknown())
  .transform((entries) => entries.flatMap((entry) => {
    const parsed = draftSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  }));

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
