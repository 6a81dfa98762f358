import { ArrowLeft, ArrowRight, BookOpen, CalendarDays, iconByName, Newspaper } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button-variants';
import { guides } from '@/content/guides';
import { courses } from '@/content/courses';
import { entityHref } from '@/content/hrefs';
import { coreSystemItems } from '@/content/core-systems';
import { sectorItems } from '@/content/sectors';
import { courseCategoryIcon } from '@/components/site/course-art';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { MissingKind } from './missing-kind';
import { SectionNotFound } from './section-not-found';

/** The <title> of a 404, in the page's language. */
export async function notFoundTitle(locale: Locale, kind: MissingKind): Promise<string> {
  if (kind === 'sector') return (await getTranslations({ locale, namespace: 'Sector.notFound' }))('title');
  if (kind === 'feature') return (await getTranslations({ locale, namespace: 'Feature.notFound' }))('title');
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  if (kind === 'article' || kind === 'guide' || kind === 'course' || kind === 'event') return t(`${kind}.title`);
  return t('title');
}

/** The 404 screens: "Sector not found", "Feature not found", "Article not found", "Course not found", "Event not found" or "404 Page Not Found". */
export async function NotFoundScreen({ locale, kind }: { locale: Locale; kind: MissingKind }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  if (kind === 'sector' || kind === 'feature') {
    const ts = await getTranslations({ locale, namespace: kind === 'sector' ? 'Sector.notFound' : 'Feature.notFound' });
    const items = kind === 'sector' ? sectorItems : coreSystemItems;
    return (
      <SectionNotFound
        locale={locale}
        title={ts('title')}
        body={ts('body')}
        home={ts('home')}
        links={items.map((item) => ({ href: item.href, label: item.title[locale], icon: iconByName[item.icon] }))}
      />
    );
  }
  if (kind === 'article') {
    return (
      <SectionNotFound
        locale={locale}
        title={t('article.title')}
        body={t('article.body')}
        home={t('home')}
        links={[{ href: '/resources/blog', label: t('article.blog'), icon: Newspaper }]}
      />
    );
  }
  if (kind === 'event') {
    return (
      <SectionNotFound
        locale={locale}
        title={t('event.title')}
        body={t('event.body')}
        home={t('home')}
        links={[{ href: '/resources/events', label: t('event.events'), icon: CalendarDays }]}
      />
    );
  }
  if (kind === 'guide') {
    return (
      <SectionNotFound
        locale={locale}
        title={t('guide.title')}
        body={t('guide.body')}
        home={t('home')}
        links={guides.map((guide) => ({ href: `/resources/guides/${guide.id}`, label: guide.title[locale], icon: BookOpen }))}
      />
    );
  }
  if (kind === 'course') {
    return (
      <SectionNotFound
        locale={locale}
        title={t('course.title')}
        body={t('course.body')}
        home={t('home')}
        links={courses.map((course) => ({ href: entityHref('course', course.id), label: course.title[locale], icon: courseCategoryIcon(course.category) }))}
      />
    );
  }
  const Back = locale === 'ar' ? ArrowRight : ArrowLeft;
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-navy-50 to-white">
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:py-32">
        {/* One "404": the large figure is part of the heading, so it is read once as "404 Page Not Found". */}
        <h1 className="flex flex-col items-center text-3xl font-bold text-navy-900 sm:text-4xl">
          <span className="text-7xl font-bold tracking-tight text-teal-700 sm:text-8xl">{t('code')}</span>{' '}
          <span className="mt-6">{t('title')}</span>
        </h1>
        <p className="mt-4 max-w-xl text-lg text-muted">{t('body')}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link href="/" className={buttonVariants({ variant: 'navy', size: 'lg' })}>
            <Back aria-hidden />
            {t('home')}
          </Link>
          <Link href="/request-demo" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {t('demo')}
          </Link>
        </div>
      </div>
    </section>
  );
}
