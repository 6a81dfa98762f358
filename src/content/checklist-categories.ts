/** Checklist categories; Maintenance first, the default. */
export const checklistCategories = ['maintenance', 'safety', 'inspection', 'hvac', 'electrical', 'plumbing', 'cleaning'] as const;
export type ChecklistCategory = (typeof checklistCategories)[number];
