import { describe, expect, it } from 'vitest';
import {
  courseCategories,
  courseCategoryIds,
  courseLevels,
  courses,
  coursesPage,
  featuredCourseIds,
  findCourse,
  learningCatalogue,
  learningCenterPage,
  learningPaths,
  learningPathsOf,
  lessonLength,
  moduleMinutes,
  relatedCourses,
} from '.';
import { collectTexts, figures, latinWords } from '../text-checks';

describe('free courses (spec §2.9, §3, §9)', () => {
  it('has the category row of the spec, in order', () => {
    expect(courseCategories.map((category) => category.title.en)).toEqual([
      'Fundamentals',
      'Asset Management',
      'Maintenance',
      'Energy',
      'Technology',
      'Compliance',
    ]);
    expect(courseCategories.map((category) => category.id)).toEqual([...courseCategoryIds]);
  });

  it('has six course cards, at least one in every category, so no filter shows an empty list', () => {
    expect(courses).toHaveLength(6);
    expect(new Set(courses.map((course) => course.id)).size).toBe(6);
    for (const id of courseCategoryIds) expect(courses.some((course) => course.category === id), id).toBe(true);
  });

  it('keeps durations 3-6 h, every course free, and all three levels', () => {
    for (const course of courses) {
      expect(course.durationHours, course.id).toBeGreaterThanOrEqual(3);
      expect(course.durationHours, course.id).toBeLessThanOrEqual(6);
      expect(course.price).toBe('free');
      // The Arabic "{count} وحدات" and "{count} ساعات" are the plural forms for 3 to 10.
      expect(course.modules, course.id).toBeGreaterThanOrEqual(3);
      expect(course.modules, course.id).toBeLessThanOrEqual(10);
      expect(course.outcomes.length, course.id).toBeGreaterThanOrEqual(3);
    }
    expect(Math.min(...courses.map((course) => course.durationHours))).toBe(3);
    expect(Math.max(...courses.map((course) => course.durationHours))).toBe(6);
    expect(new Set(courses.map((course) => course.level))).toEqual(new Set(courseLevels));
  });

  it('states no learner count or rating in its copy: those come from the site\'s own enrolments', () => {
    for (const course of courses) expect(Object.keys(course)).not.toEqual(expect.arrayContaining(['students']));
    for (const page of [learningCenterPage, coursesPage]) {
      expect(page.stats.map((stat) => stat.label.en)).not.toContain('Students');
      expect(page.stats.map((stat) => stat.label.en)).not.toContain('Course ratings');
    }
    expect(JSON.stringify([learningCenterPage, coursesPage])).not.toMatch(/11K\+|4\.[5-9]-4\.[5-9]/);
  });

  it('has three learning paths made of listed courses, their counts and hours added up from them', () => {
    expect(learningPaths.map((path) => path.id)).toEqual(['beginner', 'professional', 'expert']);
    expect(learningPaths.map((path) => path.level)).toEqual(['beginner', 'intermediate', 'advanced']);
    for (const path of learningPaths) {
      expect(path.courseCount).toBe(path.courseIds.length);
      expect(path.hours).toBe(path.courseIds.reduce((sum, id) => sum + findCourse(id).durationHours, 0));
      expect(path.firstCourseId).toBe(path.courseIds[0]);
    }
    expect(learningPaths.map((path) => [path.courseCount, path.hours])).toEqual([[2, 7], [3, 13], [3, 15]]);
  });

  it('adds each course\'s hours, modules and lessons up from its syllabus, the figures unchanged', () => {
    expect(courses.map((course) => [course.id, course.durationHours, course.modules, course.lessonCount])).toEqual([
      ['fm-fundamentals', 3, 7, 21],
      ['asset-lifecycle', 5, 9, 27],
      ['preventive-maintenance', 4, 8, 24],
      ['energy-hot-climates', 4, 6, 20],
      ['ai-predictive', 6, 10, 30],
      ['safety-compliance', 5, 9, 27],
    ]);
    for (const course of courses) {
      const minutes = course.syllabus.reduce((sum, unit) => sum + moduleMinutes(unit), 0);
      expect(minutes, course.id).toBe(course.durationHours * 60);
      expect(course.modules, course.id).toBe(course.syllabus.length);
      expect(course.lessonCount, course.id).toBe(course.syllabus.flatMap((unit) => unit.lessons).length);
    }
  });

  it('writes every module as 3-5 lessons of 8-25 minutes, each title once in its course', () => {
    for (const course of courses) {
      const titles = course.syllabus.flatMap((unit) => [unit.title.en, ...unit.lessons.map((lesson) => lesson.title.en)]);
      expect(new Set(titles).size, course.id).toBe(titles.length);
      for (const unit of course.syllabus) {
        expect(unit.lessons.length, unit.title.en).toBeGreaterThanOrEqual(3);
        expect(unit.lessons.length, unit.title.en).toBeLessThanOrEqual(5);
        for (const lesson of unit.lessons) {
          expect(Number.isInteger(lesson.minutes), lesson.title.en).toBe(true);
          expect(lesson.minutes, lesson.title.en).toBeGreaterThanOrEqual(8);
          expect(lesson.minutes, lesson.title.en).toBeLessThanOrEqual(25);
        }
      }
    }
    expect(lessonLength).toEqual({ min: 8, max: 14 });
    expect(learningCenterPage.approach.items[0]?.body.en).toMatch(/^Lessons of 8 to 14 minutes/);
  });

  it('says who each course is for and what it expects first', () => {
    for (const course of courses) {
      expect(course.audience.en.length, course.id).toBeGreaterThan(40);
      expect(course.prerequisites.en.length, course.id).toBeGreaterThan(20);
    }
  });

  it('finds the learning paths of a course, and related courses from its paths first', () => {
    expect(learningPathsOf('preventive-maintenance').map((path) => path.id)).toEqual(['beginner', 'professional']);
    expect(learningPathsOf('energy-hot-climates').map((path) => path.id)).toEqual(['professional', 'expert']);
    expect(learningPathsOf('unknown')).toEqual([]);
    for (const course of courses) {
      expect(learningPathsOf(course.id).length, `${course.id} is in a path`).toBeGreaterThan(0);
      const related = relatedCourses(course.id);
      expect(related, course.id).toHaveLength(3);
      expect(related.map((other) => other.id), course.id).not.toContain(course.id);
      expect(new Set(related.map((other) => other.id)).size, course.id).toBe(3);
    }
    expect(relatedCourses('fm-fundamentals').map((course) => course.id)[0]).toBe('preventive-maintenance');
    expect(relatedCourses('ai-predictive').map((course) => course.id).slice(0, 2)).toEqual(['safety-compliance', 'energy-hot-climates']);
  });

  it('features four existing courses in the Learning Center', () => {
    for (const id of featuredCourseIds) expect(() => findCourse(id)).not.toThrow();
  });

  it('states one course count on both learning pages, counted from the catalogue (not the spec\'s 50+ / 25+)', () => {
    expect(learningCenterPage.stats[0]?.value.en).toBe(String(courses.length));
    expect(coursesPage.stats[0]?.value.en).toBe(String(courses.length));
    expect(learningCenterPage.meta.description.en).toMatch(new RegExp(`^${courses.length} free courses`));
    expect(coursesPage.meta.description.en).toMatch(new RegExp(`^${courses.length} free.*in Arabic and English\\.$`));
    expect(coursesPage.stats[2]?.value).toEqual({ en: '3-6 h', ar: '\u20663-6\u2069 ساعات' });
  });
});

describe('course copy', () => {
  const texts = collectTexts({ courseCategories, courses, learningPaths, learningCenterPage, coursesPage, learningCatalogue });

  it('is written in both languages, the Arabic in Arabic', () => {
    expect(texts.length).toBeGreaterThan(100);
    for (const { path, text } of texts) {
      expect(text.en.trim(), path).not.toBe('');
      expect(text.ar.trim(), path).not.toBe('');
      if (/[A-Za-z]/.test(text.en)) expect(text.ar, path).toMatch(/[\u0600-\u06FF]/);
      expect(latinWords(text.ar), path).toEqual([]);
    }
  });

  it('keeps every figure identical in both languages, with Western digits', () => {
    for (const { path, text } of texts) {
      expect(figures(text.ar), path).toEqual(figures(text.en));
      expect(text.ar, path).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    }
  });
});
