import { describe, expect, it } from 'vitest';
import { checklistCategories } from '@/content/checklist-categories';
import { canAddItem, canRemoveItem, CHECKLIST_LIMITS, deleteDraft, parseDrafts, emptyChecklist, hasPreview, removeItem, toDraft, upsertDraft, visibleItems } from './checklist';

describe('checklist generator (spec §2.9)', () => {
  it('has seven categories with Maintenance as the default', () => {
    expect([...checklistCategories]).toEqual(['maintenance', 'safety', 'inspection', 'hvac', 'electrical', 'plumbing', 'cleaning']);
    expect(emptyChecklist).toEqual({ title: '', category: 'maintenance', description: '', items: [''] });
  });

  it('shows the preview only once the title has text', () => {
    expect(hasPreview(emptyChecklist)).toBe(false);
    expect(hasPreview({ ...emptyChecklist, title: '   ' })).toBe(false);
    expect(hasPreview({ ...emptyChecklist, title: 'Roof walk' })).toBe(true);
  });

  it('hides blank items', () => {
    expect(visibleItems(['Check belts', '', '  ', ' Log readings '])).toEqual(['Check belts', 'Log readings']);
  });

  it('removes an item only while more than one exists', () => {
    expect(canRemoveItem(['a'])).toBe(false);
    expect(removeItem(['a'], 0)).toEqual(['a']);
    expect(canRemoveItem(['a', 'b'])).toBe(true);
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeItem(['a', 'b'], 5)).toEqual(['a', 'b']);
    expect(canAddItem(Array.from({ length: CHECKLIST_LIMITS.items }, () => 'x'))).toBe(false);
  });

  it('keeps drafts newest first, replacing a saved one by id, at most 20', () => {
    const first = toDraft({ ...emptyChecklist, title: ' Daily ', items: ['a', ''] }, 'one', new Date('2026-11-01T08:00:00Z'));
    expect(first).toEqual({ id: 'one', title: 'Daily', category: 'maintenance', description: '', items: ['a', ''], savedAt: '2026-11-01T08:00:00.000Z' });
    const second = toDraft({ ...emptyChecklist, title: 'Weekly' }, 'two');
    let drafts = upsertDraft(upsertDraft([], first), second);
    expect(drafts.map((draft) => draft.id)).toEqual(['two', 'one']);
    drafts = upsertDraft(drafts, { ...first, title: 'Daily v2' });
    expect(drafts.map((draft) => draft.title)).toEqual(['Daily v2', 'Weekly']);
    expect(deleteDraft(drafts, 'one').map((draft) => draft.id)).toEqual(['two']);
    for (let index = 0; index < 30; index++) drafts = upsertDraft(drafts, toDraft({ ...emptyChecklist, title: `T${index}` }, `id-${index}`));
    expect(drafts).toHaveLength(20);
  });

  it('reads stored drafts defensively, dropping only the unreadable ones', () => {
    const good = toDraft({ ...emptyChecklist, title: 'Ok' }, 'ok');
    expect(parseDrafts([good, { id: 'x' }, 'nonsense', null, { ...good, id: 'cat', category: 'unknown' }, { ...good, id: 'no-items', items: [] }])).toEqual([good, { ...good, id: 'cat', category: 'maintenance' }]);
    expect(parseDrafts({ not: 'a list' })).toBeUndefined();
  });
});
