import { Building2, Presentation, Users, Video } from '@/components/icons';
import { eventsPage } from '@/content/events';
import { GeneratedCover, type CoverArt } from '@/components/site/post-cover';
import type { Locale } from '@/i18n/routing';
import type { EventKind } from '@/server/db/database';

const art: Record<EventKind, CoverArt> = {
  webinar: { icon: Video, background: 'from-navy-900 to-teal-700', accent: 'text-teal-100' },
  workshop: { icon: Presentation, background: 'from-navy-900 to-navy-700', accent: 'text-amber-500' },
  conference: { icon: Users, background: 'from-navy-800 to-teal-700', accent: 'text-amber-500' },
  'site-visit': { icon: Building2, background: 'from-teal-700 to-navy-800', accent: 'text-teal-100' },
};

/** An event's cover: the blog's generated style, with the event's kind and its icon. */
export function EventCover({ kind, locale, className }: { kind: EventKind; locale: Locale; className?: string }) {
  return <GeneratedCover art={art[kind]} label={eventsPage.event.kinds[kind][locale]} className={className} />;
}
