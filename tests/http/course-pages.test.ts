/**
 * Every course page in both languages, as the server renders it: title, description, the whole
 * syllabus (first module open), learning paths, related courses, the enrolment form and no dead link.
 * The browser tests (tests/e2e/courses.spec.ts) open a module, follow the links and check a phone.
 */
import { describe, expect, test } from 'vitest';
import { courses, learningPathsOf } from '@/content/courses';
import { page, request, text, title } from './site';

describe.each(['en', 'ar'] as const)('course pages (%s)', (locale) => {
  const p = locale === 'ar' ? '/ar' : '';

  test.each(courses.map((course) => [course.id, course] as const))('%s: title, facts, syllabus, paths, related courses and the enrolment form', async (id, course) => {
    const { status, document } = await page(`${p}/resources/courses/${id}`);
    expect(status).toBe(200);
    expect(title(document)).toBe(`${course.title[locale]} | Siyana`);
    const html = document.querySelector('html')!;
    expect([html.getAttribute('lang'), html.getAttribute('dir')]).toEqual([locale, locale === 'ar' ? 'rtl' : 'ltr']);
    expect(document.querySelectorAll('h1').map(text)).toEqual([course.title[locale]]);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(course.description[locale]);

    // Every module and lesson of the syllabus, in order; the first module is open.
    const modules = document.querySelectorAll('#syllabus [data-module]');
    expect(modules).toHaveLength(course.modules);
    expect(document.querySelectorAll('#syllabus [data-lesson]')).toHaveLength(course.lessonCount);
    for (const [index, unit] of course.syllabus.entries()) expect(text(modules[index]!.querySelector('summary'))).toContain(unit.title[locale]);
    expect(modules[0]!.querySelector('details')?.hasAttribute('open')).toBe(true);
    expect(text(modules[0]!.querySelector('[data-lesson]'))).toContain(course.syllabus[0]!.lessons[0]!.title[locale]);

    // Its learning paths, each linking to the path on the Learning Center.
    const paths = learningPathsOf(id);
    expect(document.querySelectorAll('#course-paths [data-path]')).toHaveLength(paths.length);
    for (const path of paths) expect(document.querySelectorAll(`#course-paths [data-path="${path.id}"] a[href="${p}/resources/learning#path-${path.id}"]`)).toHaveLength(1);
    expect(document.querySelectorAll('#related [data-course]')).toHaveLength(3);
    expect(document.querySelectorAll(`#related [data-course="${id}"]`)).toHaveLength(0);
    expect(document.querySelectorAll('#enrol form')).toHaveLength(1);

    // No dead links: every in-page anchor has its target, every other link a real address.
    for (const link of document.querySelectorAll('main a')) {
      const href = link.getAttribute('href') ?? '';
      expect(href).not.toBe('');
      expect(href).not.toBe('#');
      if (href.startsWith('#')) expect(document.getElementById(decodeURIComponent(href.slice(1))), href).not.toBeNull();
    }
  });

  test('an unknown course answers 404', async () => {
    expect((await request(`${p}/resources/courses/nope`)).status).toBe(404);
  });
});
