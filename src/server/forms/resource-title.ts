import 'server-only';
import { courses } from '@/content/courses';
import { findGuide } from '@/content/guides';
import type { Locale } from '@/i18n/routing';
import type { ResourceLeadKind } from '@/schemas/resource-lead';

/**
 * The title of the guide or course a lead names, for staff lists and e-mails; an id that is no longer
 * listed is shown as it was stored.
 */
export function resourceTitle(kind: ResourceLeadKind, id: string, locale: Locale): string {
  if (kind === 'course') return courses.find((course) => course.id === id)?.title[locale] ?? id;
  return findGuide(id)?.title[locale] ?? id;
}
